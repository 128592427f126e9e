/**
 * The embed builder's state, pure: the attribute values of the chosen element (a new element starts
 * from the catalogue's examples), the problems shown beside the inputs, the snippet and the preview URL.
 */
import {
  EMBED_CATALOGUE,
  EMBED_PATHS,
  attributeProblem,
  catalogueElement,
  checkedEmbed,
  type EmbedChoice,
  type EmbedElement,
} from '../../contracts/embeds';
import { embedSnippet } from '../../contracts/embed-snippet';

export type AttributeValues = Readonly<Record<string, string>>;

/** The values a newly picked element starts with: the examples of slugs and choices, empty otherwise. */
export function initialValues(element: EmbedElement): AttributeValues {
  const values: Record<string, string> = {};
  for (const attribute of element.attributes) values[attribute.name] = 'example' in attribute ? attribute.example : '';
  return values;
}

export function firstElement(): EmbedElement {
  const [first] = EMBED_CATALOGUE;
  if (!first) throw new Error('the embed catalogue is empty');
  return first;
}

/** Each attribute's problem (only those with one). */
export function problemsOf(element: EmbedElement, values: AttributeValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const attribute of element.attributes) {
    const problem = attributeProblem(attribute, (values[attribute.name] ?? '').trim());
    if (problem) problems[attribute.name] = problem;
  }
  return problems;
}

export type Built = { ok: true; embed: EmbedChoice; snippet: string; previewUrl: string } | { ok: false };

/** The snippet and preview of a valid element, for the Kickoff origin the console runs on. */
export function build(kickoffOrigin: string, tag: string, values: AttributeValues): Built {
  const element = catalogueElement(tag);
  if (!element) return { ok: false };
  const known = Object.fromEntries(element.attributes.map((a) => [a.name, values[a.name] ?? '']));
  const checked = checkedEmbed(tag, known);
  if (!checked.ok) return { ok: false };
  return { ok: true, embed: checked.embed, snippet: embedSnippet(kickoffOrigin, checked.embed), previewUrl: previewUrl(checked.embed) };
}

/** The preview page of an element (`/backoffice/embed-preview?tag=…&game-id=…`). */
export function previewUrl(embed: EmbedChoice): string {
  const query = new URLSearchParams({ tag: embed.tag, ...embed.attributes });
  return `${EMBED_PATHS.preview}?${query.toString()}`;
}
