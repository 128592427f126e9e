/** The promotions seed (idempotent: rows that exist are kept) and the reset of the test API. */
import type { Db } from '../../db/open';
import { createPromotionsStore } from '../store';
import { PROMOTIONS, TOURNAMENTS } from './data';
import { DEMO_LANDINGS, LANDINGS } from './landings';
import type { SeedOptions } from '../../service';

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/** The demo landings (remote views of the demo service) come with the demo parts only. */
export function seedPromotions(db: Db, opts?: SeedOptions): void {
  const store = createPromotionsStore(db);
  db.transaction(() => {
    PROMOTIONS.forEach((p, position) =>
      store.insertPromotion({
        slug: p.slug, kind: p.kind, position, hue: p.hue, starts_at: day(p.startsAt), ends_at: day(p.endsAt), opt_in: p.optIn ? 1 : 0,
        games: JSON.stringify(p.games),
        texts: JSON.stringify({ title: p.title, summary: p.summary, rules: p.rules, partners: p.partners ?? [] }),
      }),
    );
    for (const landing of opts?.demo === false ? LANDINGS : [...LANDINGS, ...DEMO_LANDINGS]) {
      for (const lang of ['ru', 'en'] as const) {
        const blocks = landing.blocks.map((b) => (b.type === 'element' || b.type === 'remote-view' ? b : { type: b.type, text: b.text[lang] }));
        store.insertLanding({ id: landing.id, lang, title: landing.title[lang], hue: landing.hue, blocks: JSON.stringify(blocks) });
      }
    }
    TOURNAMENTS.forEach((t, position) =>
      store.insertTournament({
        slug: t.slug, position, hue: t.hue, section: t.section, prizes: JSON.stringify(t.prizes),
        texts: JSON.stringify({ title: t.title, summary: t.summary, rules: t.rules }),
      }),
    );
  })();
}

export function resetPromotions(db: Db): void {
  createPromotionsStore(db).clear();
}
