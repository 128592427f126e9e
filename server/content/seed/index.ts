/** The content seed (idempotent: rows that exist are kept) and the reset of the test API. */
import type { ContentLang } from '@kickoff/information-contracts/content';
import type { Db } from '../../db/open';
import { createContentStore } from '../store';
import { inLanguage } from './blocks';
import { GLOSSARY_SEED } from './glossary';
import { NEWS_SEED } from './news';
import { PAGE_SEED } from './pages';
import { PARTNERS_SEED } from './partners';
import { RULES_SEED } from './rules';
import { SEO_TEXT_SEED } from './seo-texts';
import { TERMINALS_SEED } from './terminals';

const LANGS: readonly ContentLang[] = ['ru', 'en'];
/** When the seeded pages and rules last changed. */
const SEEDED_AT = Date.parse('2026-11-01T00:00:00Z');

export function seedContent(db: Db): void {
  const store = createContentStore(db);
  for (const lang of LANGS) {
    for (const page of PAGE_SEED) store.insertPage({ slug: page.slug, lang, title: page.title[lang], blocks: inLanguage(page.blocks, lang), updatedAt: SEEDED_AT });
    for (const group of RULES_SEED) {
      group.chapters.forEach((chapter, index) => {
        store.insertRuleChapter({
          group: group.group,
          chapter: index + 1,
          lang,
          groupTitle: group.title[lang],
          title: chapter.title[lang],
          sections: chapter.sections.map((s) => ({ title: s.title[lang], blocks: inLanguage(s.blocks, lang), tags: [...s.tags] })),
          updatedAt: SEEDED_AT,
        });
      });
    }
    for (const item of NEWS_SEED) {
      store.insertNews({ slug: item.slug, lang, title: item.title[lang], summary: item.summary[lang], blocks: inLanguage(item.blocks, lang), publishedAt: Date.parse(`${item.published}T09:00:00Z`) });
    }
    for (const e of GLOSSARY_SEED) {
      const term = e.term[lang];
      store.insertGlossary({ block: e.block, letter: term.charAt(0).toLocaleLowerCase(lang), slug: e.slug, lang, term, definition: e.definition[lang] });
    }
    for (const partner of PARTNERS_SEED) {
      store.insertPartner({ id: partner.id, lang, section: partner.section, name: partner.name[lang], description: partner.description[lang], since: partner.since });
    }
    for (const text of SEO_TEXT_SEED) store.insertSeoText({ kind: text.kind, lang, style: text.style, content: text.content[lang] });
  }
  for (const terminal of TERMINALS_SEED) store.insertTerminal(terminal);
}

export function resetContent(db: Db): void {
  createContentStore(db).clear();
}
