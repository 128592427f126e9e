/**
 * A landing page (`landing-page/{landingId}`, and `landing-…` promotion landings; headless layout): the
 * hero and the blocks the reference server holds for it, where an element block renders the Kickoff
 * element itself (`@kickoff/embeds`, loaded on use through the import map) — the same elements a CMS
 * page on another origin uses. `game-id="featured"` becomes the next game of the line.
 */
import { createElement, useCallback, useEffect } from 'react';
import { api, importModule, useHref, useResource, useRoute, useT, type Resource } from '@kickoff/platform';
import { FEATURED_GAME, LandingSchema, landingCallPath, type Landing } from '../contracts/landings';
import { featuredGameId } from './featured';
import { l } from './setup';
import { RemoteViewBlock } from './RemoteViewBlock';

async function loadLanding(id: string, lang: string, signal: AbortSignal): Promise<Landing> {
  const landing = await api.request({ service: 'web', path: landingCallPath(id), query: { lng: lang }, schema: LandingSchema, signal });
  const wantsFeatured = landing.blocks.some((b) => b.type === 'element' && b.attributes['game-id'] === FEATURED_GAME && b.name === 'kickoff-event');
  if (!wantsFeatured) return landing;
  const featured = await featuredGameId(signal).catch(() => null);
  return {
    ...landing,
    blocks: landing.blocks.map((b) =>
      b.type === 'element' && b.name === 'kickoff-event' && b.attributes['game-id'] === FEATURED_GAME ? { ...b, attributes: { ...b.attributes, 'game-id': String(featured ?? 0) } } : b,
    ),
  };
}

function Body({ state, retry }: { state: Resource<Landing>; retry: () => void }) {
  const t = useT();
  const link = useHref();
  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.data.title} — Kickoff`;
  }, [state]);
  if (state.status === 'loading') return <p role="status" aria-busy="true">{t(l('loading'))}</p>;
  if (state.status === 'error') {
    const missing = state.error instanceof Error && 'status' in state.error && (state.error as { status: unknown }).status === 404;
    return (
      <div role="alert">
        <p>{t(l(missing ? 'not_found' : 'failed'))}</p>
        {missing ? <a href={link('home')}>{t(l('to_site'))}</a> : <button type="button" className="kk-button" onClick={retry}>{t(l('retry'))}</button>}
      </div>
    );
  }
  const landing = state.data;
  return (
    <>
      <header className="kk-landing__hero" style={{ ['--kk-hue' as string]: String(landing.hue) }}>
        <h1>{landing.title}</h1>
      </header>
      {landing.blocks.map((block, i) =>
        block.type === 'element' ? (
          createElement(block.name, { key: i, ...block.attributes })
        ) : block.type === 'remote-view' ? (
          <RemoteViewBlock key={i} url={block.url} />
        ) : block.type === 'h2' ? (
          <h2 key={i}>{block.text}</h2>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </>
  );
}

export function LandingPage() {
  const route = useRoute();
  const id = route?.params['landingId'] ?? route?.params['promotionId'] ?? '';
  const load = useCallback((lang: string, signal: AbortSignal) => loadLanding(id, lang, signal), [id]);
  const [state, retry] = useResource(load);
  useEffect(() => {
    // The elements define themselves when the embeds module loads (once per page).
    importModule('@kickoff/embeds').catch((error: unknown) => console.error('the Kickoff elements could not be loaded', error));
  }, []);
  return (
    <main className="kk-landing" data-app="promotions" data-landing={id}>
      <Body state={state} retry={retry} />
    </main>
  );
}
