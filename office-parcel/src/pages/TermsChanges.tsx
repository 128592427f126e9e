/**
 * The list of what changed in the terms since the player accepted them (account spec §2, §5): tagged
 * changes only for the tags the site allows for rules filtering (`rulesFilterTags`).
 */
import { $language, $siteConfig, api, useResource, useStore, useT } from '@kickoff/platform';
import { TERMS_CHANGES_CALL, TermsChangesResponseSchema, visibleTermsChanges, type TermsChangesResponse } from '../contracts/terms';

const loadChanges = (lang: string, signal: AbortSignal): Promise<TermsChangesResponse> =>
  api.request({ service: 'web', path: TERMS_CHANGES_CALL, query: { lng: lang }, auth: true, cache: 'no-store', schema: TermsChangesResponseSchema, signal });

export function TermsChanges() {
  const t = useT();
  const allowedTags = useStore($siteConfig).rulesFilterTags;
  const lang = useStore($language);
  const [state, reload] = useResource(loadChanges);

  if (state.status === 'loading') return <p role="status" className="kk-muted">{t('office:terms_changes_loading')}</p>;
  if (state.status === 'error') {
    return (
      <div role="alert" className="kk-alert kk-alert--error">
        <p>{t('office:terms_changes_error')}</p>
        <button type="button" className="kk-button kk-button--ghost" onClick={reload}>{t('office:terms_changes_retry')}</button>
      </div>
    );
  }
  const changes = visibleTermsChanges(state.data.changes, allowedTags);
  return (
    <section aria-labelledby="kk-terms-changes">
      <h2 id="kk-terms-changes">{t('office:terms_changes_title')}</h2>
      <p className="kk-muted">{t('office:terms_updated_at', { date: new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(state.data.updatedAt)) })}</p>
      {changes.length === 0 ? (
        <p>{t('office:terms_changes_none')}</p>
      ) : (
        <ul className="kk-terms-changes">
          {changes.map((change) => (
            <li key={`${change.version}-${change.title}`}>
              <h3>{change.title}</h3>
              <p>{change.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
