/**
 * The snippet a CMS editor pastes (README "Embedding a web component"): the loader (SystemJS, Kickoff's
 * import map, the embeds module, all from the Kickoff origin) and the element with its attributes.
 * Pure, shared by the console's builder and the server's preview page, so both show the same markup.
 */
import type { EmbedChoice } from './embeds';

/** The inline loader script; the preview page allows exactly this text by its CSP hash. */
export const EMBED_LOADER_SCRIPT = "System.import('@kickoff/embeds');";

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<kickoff-event game-id="42"></kickoff-event>`: the attributes in the order given, values escaped. */
export function elementHtml(embed: EmbedChoice): string {
  const attributes = Object.entries(embed.attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  return `<${embed.tag}${attributes}></${embed.tag}>`;
}

/** The loader tags for a Kickoff origin (`https://kickoff.example`, no trailing slash). */
export function loaderHtml(kickoffOrigin: string): string {
  const base = escapeAttribute(kickoffOrigin.replace(/\/+$/, ''));
  return [
    `<script src="${base}/dist/vendor/system.min.js"></script>`,
    `<script type="systemjs-importmap" src="${base}/importmap.json"></script>`,
    `<script>${EMBED_LOADER_SCRIPT}</script>`,
  ].join('\n');
}

/** The whole snippet: the loader, then the element. */
export function embedSnippet(kickoffOrigin: string, embed: EmbedChoice): string {
  return `${loaderHtml(kickoffOrigin)}\n${elementHtml(embed)}\n`;
}
