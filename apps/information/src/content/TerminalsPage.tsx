/**
 * Cash terminals (`information/cash_terminals/{query?}`): a free-text search by city or address kept
 * in the URL (so a search can be shared), the matching terminals, and whether each pays out winnings.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { navigate, useHref, useHydrated, useResource, useRoute, useT } from '@kickoff/platform';
import { InfoLayout } from '../pages/InfoPage';
import { contentResources } from './calls';
import { terminalQueryOf } from './addresses';
import { k } from './setup';
import { ContentState, usePageTitle } from './ui';

function Results({ query }: { query: string }) {
  const t = useT();
  const terminals = useMemo(() => contentResources.terminals(query), [query]);
  const [state, retry] = useResource(terminals.load, terminals.firstView);
  return (
    <ContentState state={state} retry={retry}>
      {(data) => (
        <>
          <p role="status">{query ? t(k('terminals_found'), { count: data.terminals.length, query }) : t(k('terminals_all'), { count: data.total })}</p>
          {data.terminals.length > 0 && (
            <table className="kk-table kk-terminals">
              <caption className="kk-visually-hidden">{t(k('terminals_caption'))}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(k('terminals_city'))}</th>
                  <th scope="col">{t(k('terminals_address'))}</th>
                  <th scope="col">{t(k('terminals_hours'))}</th>
                  <th scope="col">{t(k('terminals_payouts'))}</th>
                </tr>
              </thead>
              <tbody>
                {data.terminals.map((terminal) => (
                  <tr key={terminal.id}>
                    <td>{terminal.city}</td>
                    <td>{terminal.address}</td>
                    <td>{terminal.hours}</td>
                    <td>{terminal.payouts ? t(k('terminals_payouts_yes')) : t(k('terminals_payouts_no'))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </ContentState>
  );
}

export function TerminalsPage() {
  const t = useT();
  const link = useHref();
  const route = useRoute();
  const query = terminalQueryOf(route?.params['query']);
  const [text, setText] = useState(query);
  const inputId = useId();
  // A server-drawn page (issue 25) searches once its script is in: before that, text typed would be
  // lost to hydration and a submit would reload the page.
  const ready = useHydrated();
  usePageTitle(t(k('terminals_title')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = terminalQueryOf(text);
    navigate(next ? link('information-cash-terminals', { query: next }) : link('information-cash-terminals'));
  };
  return (
    <InfoLayout>
      <section className="kk-card" data-app="information" aria-labelledby="kk-terminals-title">
        <h1 id="kk-terminals-title" className="kk-page-title">{t(k('terminals_title'))}</h1>
        <form role="search" className="kk-terminals__search" onSubmit={submit}>
          <label htmlFor={inputId}>{t(k('terminals_search_label'))}</label>
          <input id={inputId} type="search" maxLength={80} value={text} disabled={!ready} onChange={(e) => setText(e.currentTarget.value)} />
          <button type="submit" className="kk-button" disabled={!ready}>{t(k('terminals_search'))}</button>
        </form>
        <Results key={query} query={query} />
      </section>
    </InfoLayout>
  );
}
