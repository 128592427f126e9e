/**
 * `user/stopnewsletter` (account spec §2, §8): unsubscribes through the signed link of a mail, without
 * a login. Shows the e-mail-subscription notification (title and text) on success, the same when the
 * link was used before, and a clear state for an invalid or expired link.
 */
import '../setup';
import { useHref, useRoute, useT } from '@kickoff/platform';
import { unsubscribeByLink } from '../api';
import { linkToken } from './link-token';
import { failureKey, useLinkCall } from './useLinkCall';

export function StopNewsletter() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const state = useLinkCall(linkToken(route?.search ?? ''), unsubscribeByLink);
  return (
    <section className="kk-card kk-link-page" aria-labelledby="kk-stop-title" aria-busy={state.status === 'checking'}>
      <h1 id="kk-stop-title" className="kk-page-title">{state.status === 'done' ? t('office-settings:stop_success_title') : t('office-settings:stop_title')}</h1>
      <div role="status" aria-live="polite">
        {state.status === 'checking' && <p>{t('office-settings:link_checking')}</p>}
        {state.status === 'done' && (
          <p className="kk-link-page__state--success" data-state={state.value.alreadyUnsubscribed ? 'already' : 'success'}>
            {t(state.value.alreadyUnsubscribed ? 'office-settings:stop_already_text' : 'office-settings:stop_success_text', { list: t(`office-settings:list_${state.value.list}`) })}
          </p>
        )}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className="kk-link-page__state--error" data-state={state.failure}>{t(failureKey(state.failure))}</p>
      )}
      <p className="kk-actions">
        <a href={link('home')}>{t('office-settings:link_home')}</a>
        {state.status === 'done' && <a href={link('office-settings')}>{t('office-settings:link_settings')}</a>}
      </p>
    </section>
  );
}
