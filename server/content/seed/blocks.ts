/**
 * Writing seed content in both languages at once: each block carries its Russian and English text,
 * and `inLanguage` turns a bilingual block list into the wire's blocks of one language.
 */
import type { ContentBlock, ContentLang } from '@kickoff/information-contracts/content';

export type Bilingual = Readonly<Record<ContentLang, string>>;

export type BilingualBlock =
  | { type: 'h2' | 'p'; text: Bilingual }
  | { type: 'ul'; items: Readonly<Record<ContentLang, readonly string[]>> }
  | { type: 'link'; text: Bilingual; path: string };

export const L = (ru: string, en: string): Bilingual => ({ ru, en });
export const h = (ru: string, en: string): BilingualBlock => ({ type: 'h2', text: L(ru, en) });
export const p = (ru: string, en: string): BilingualBlock => ({ type: 'p', text: L(ru, en) });
export const ul = (ru: readonly string[], en: readonly string[]): BilingualBlock => ({ type: 'ul', items: { ru, en } });
export const link = (ru: string, en: string, path: string): BilingualBlock => ({ type: 'link', text: L(ru, en), path });

export function inLanguage(blocks: readonly BilingualBlock[], lang: ContentLang): ContentBlock[] {
  return blocks.map((block): ContentBlock => {
    switch (block.type) {
      case 'ul':
        return { type: 'ul', items: [...block.items[lang]] };
      case 'link':
        return { type: 'link', text: block.text[lang], path: block.path };
      default:
        return { type: block.type, text: block.text[lang] };
    }
  });
}
