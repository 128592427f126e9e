/**
 * '@kickoff/platform/server': what a module's server view (`src/server.tsx`, built for Node as
 * `<entry>.server.mjs`; issue 25) uses besides the platform itself. Never in a browser bundle.
 */
import { claimRootConfigWriters, type RootConfigWriters } from './stores/root-config-writers';
import { setSiteConfig } from './stores/site-config';
import { serveFrom } from './env/env';
import { whenTextsReady, withTextLanguage } from './i18n/i18n';
import { registeredStyleTexts } from './styles/adopt';
import { drawServerView } from './first-view/draw';
import { ALL_STYLES } from './first-view/first-view';
import type { RenderServerView, ServerViewReply, ServerViewRequest } from './first-view/server-view';

export { drawServerView, registeredStyleTexts, serveFrom, withTextLanguage };
export type { RenderServerView, ServerViewReply, ServerViewRequest };

let writers: RootConfigWriters | null = null;

/** The page state a server pass reads (language, route, site config), set as the root config sets it in the browser. */
function enterPage(request: ServerViewRequest): void {
  writers ??= claimRootConfigWriters();
  writers.setLanguage(request.lang);
  writers.setRoute(request.route);
  if (request.siteConfig) setSiteConfig(request.siteConfig);
}

/**
 * A module's `renderServerView` from the parts it draws: each part's root element, rendered to HTML by
 * `render` (react-dom/server's renderToString, which the module brings). Texts in the page's language,
 * API calls to the server's own address, the module's style sheets with the markup.
 */
export function serverView(app: string, parts: (request: ServerViewRequest) => (() => string) | null): RenderServerView {
  // The module's own sheets, registered when it was evaluated: every part it draws sends them. Sheets of
  // code loaded on use go with the parts drawn with that code.
  const own = new Set(registeredStyleTexts().keys());
  return async (request) => {
    const draw = parts(request);
    if (!draw) return null;
    serveFrom(request.origin, request.env);
    writers ??= claimRootConfigWriters();
    writers.setLanguage(request.lang);
    await whenTextsReady(request.lang);
    const { html, data, styles } = await drawServerView({
      app,
      route: request.route.name,
      lang: request.lang,
      enter: () => enterPage(request),
      render: () => withTextLanguage(request.lang, draw),
    });
    const sheets = registeredStyleTexts();
    const ids = styles.has(ALL_STYLES) ? [...sheets.keys()] : [...new Set([...own, ...styles])];
    const used = ids.flatMap((id) => {
      const css = sheets.get(id);
      return css === undefined ? [] : [{ id, css }];
    });
    return { html, data, styles: used };
  };
}
