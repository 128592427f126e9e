/**
 * Sanitising a view's HTML and CSS before it reaches the page (DOMPurify): no scripts, no event-handler
 * attributes, no `javascript:` URLs, no frames, forms, styles or inline `style`; Kickoff's custom
 * elements (`kickoff-*`) stay with their attributes (never `on…`). The head keeps only `meta` (name and
 * content) and stylesheet or preload `link`s from allowed origins. The view's CSS is parsed by the
 * browser and written back rule by rule inside the view's scope, so a stray `}` or `</style>` cannot leave it.
 */
import createDOMPurify, { type Config } from 'dompurify';
import { isKickoffElementName, isSafeAttributeName } from './policy';

const purify = createDOMPurify(window);
// An event handler never survives, on any element (DOMPurify drops them already; this is the second lock).
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (/^on/i.test(data.attrName)) data.keepAttr = false;
});

const BODY_CONFIG: Config = {
  USE_PROFILES: { html: true, svg: true },
  FORBID_TAGS: ['script', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'textarea', 'select', 'button', 'noscript', 'template'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action'],
  ALLOW_DATA_ATTR: true,
  CUSTOM_ELEMENT_HANDLING: { tagNameCheck: isKickoffElementName, attributeNameCheck: isSafeAttributeName, allowCustomizedBuiltInElements: false },
};

/** The view's body as a fragment, sanitised. */
export function sanitizeBody(html: string): DocumentFragment {
  return purify.sanitize(html, { ...BODY_CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** The head part's elements that may go into the document's head: `meta[name]` and stylesheet/preload links from an allowed origin. */
export function sanitizeHead(html: string, hrefAllowed: (href: string) => boolean): HTMLElement[] {
  const fragment = purify.sanitize(`<div>${html}</div>`, {
    ALLOWED_TAGS: ['div', 'meta', 'link'],
    ALLOWED_ATTR: ['name', 'content', 'rel', 'href', 'as', 'crossorigin'],
    FORCE_BODY: true,
    RETURN_DOM_FRAGMENT: true,
  });
  const out: HTMLElement[] = [];
  for (const el of Array.from(fragment.querySelectorAll<HTMLElement>('meta, link'))) {
    if (el instanceof HTMLMetaElement && el.name && !el.httpEquiv) out.push(el);
    if (el instanceof HTMLLinkElement && /^(stylesheet|preload)$/.test(el.rel) && hrefAllowed(el.getAttribute('href') ?? '')) out.push(el);
  }
  return out;
}

/**
 * The view's CSS inside its scope (`<scope> { …rules }`, CSS nesting): parsed by the browser, so only whole
 * rules survive; `@import` is dropped (stylesheets come through `cssToLoad` and its allow-list).
 */
export function scopedCss(css: string, scope: string): string {
  if (css.trim() === '') return '';
  const sheet = new CSSStyleSheet();
  try {
    sheet.replaceSync(css);
  } catch {
    return '';
  }
  const rules = Array.from(sheet.cssRules)
    .filter((rule) => !(rule instanceof CSSImportRule))
    .map((rule) => rule.cssText);
  if (rules.length === 0) return '';
  return `${scope} {\n${rules.join('\n')}\n}`.replace(/<\/?style/gi, '\\3c style');
}
