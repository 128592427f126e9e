/**
 * `user/accountverify` and `user/activatefast` (type activatefast or activate): confirms the e-mail /
 * activates the account from the one-use link of a mail (account spec §2, §4). Success, expired,
 * already used and invalid are each a clear state.
 */
import '../setup';
import { useHref, useRoute, useT } from '@kickoff/platform';
import type { ActivationLinkType } from '../../contracts/settings';
import { activateByLink } from '../api';
import { linkToken } from './link-token';
import { failureKey, useLinkCall } from './useLinkCall';

function linkType(routeName: string | undefined, param: string | undefined): ActivationLinkType {
  if (routeName === 'user-accountverify') return 'accountverify';
  return param === 'activate' ? 'activate' : 'activatefast';
}

export function AccountVerify() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const type = linkType(route?.name, route?.params.type);
  const state = useLinkCall(linkToken(route?.search ?? ''), (token) => activateByLink(token, type));
  const verify = type === 'accountverify';
  return (
    <section className="kk-card kk-link-page" aria-labelledby="kk-verify-title" aria-busy={state.status === 'checking'}>
      <h1 id="kk-verify-title" className="kk-page-title">{t(verify ? 'office-settings:verify_title' : 'office-settings:activate_title')}</h1>
      <div role="status" aria-live="polite">
        {state.status === 'checking' && <p>{t('office-settings:link_checking')}</p>}
        {state.status === 'done' && (
          <p className="kk-link-page__state--success" data-state="success">
            {t(verify ? 'office-settings:verify_success' : 'office-settings:activate_success', { email: state.value.email })}
          </p>
        )}
      </div>
      {state.status === 'failed' && (
        <div role="alert" className="kk-link-page__state--error" data-state={state.failure}>
          <p>{t(failureKey(state.failure))}</p>
          {state.failure === 'used' && <p className="kk-muted">{t('office-settings:verify_used_hint')}</p>}
        </div>
      )}
      <p className="kk-actions">
        <a href={link('home')}>{t('office-settings:link_home')}</a>
      </p>
    </section>
  );
}
