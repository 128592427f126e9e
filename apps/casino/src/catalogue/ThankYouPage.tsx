/** `{section}/thankyou`: the thank-you page after a casino registration or deposit, with the way back to the section. */
import { useHref, useRoute, useT } from '@kickoff/platform';
import { sectionOfRoute } from './routes';
import { k } from './setup';
import { usePageTitle } from './ui';

export function ThankYouPage() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const section = sectionOfRoute(route?.params['section'] ?? '');
  usePageTitle(t(k('thankyou_title')));
  return (
    <div className="kk-casino kk-casino__thanks" data-app="casino">
      <h1 className="kk-page-title">{t(k('thankyou_title'))}</h1>
      <p>{t(k('thankyou_text'))}</p>
      <p>
        <a className="kk-button kk-button--primary" href={section ? link(section) : link('casino-lobby')}>{t(k(section ? 'thankyou_back' : 'to_lobby'))}</a>
      </p>
    </div>
  );
}
