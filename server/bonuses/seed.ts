/**
 * Bonuses seed (idempotent): the bonus offers (one or more per category), and for the demo player
 * (identity/demo-users.ts) VIP level 2 (both cashbacks), an active wager bonus on the RUB account,
 * rewards with club points, and the referral code DEMOREF1 (the convert player registered with it).
 */
import type { Db } from '../db/open';
import { createBonusStore, type OfferRow, type SeedReward } from './store/bonuses';

const DEMO_USER = 10000001;
const DEMO_RUB_ACCOUNT = 20000001;
export const DEMO_REFERRAL_CODE = 'DEMOREF1';
const SEEDED_AT = Date.UTC(2025, 0, 15, 12, 0, 0);

interface OfferSeed {
  id: number;
  category: OfferRow['category'];
  title: [string, string];
  description: [string, string];
  percent: number | null;
}

const OFFERS: readonly OfferSeed[] = [
  { id: 1, category: 'first_deposit', title: ['Бонус на первый депозит', 'First deposit bonus'], description: ['100% к первому пополнению до 10 000 ₽ на ставки на спорт или казино.', '100% on your first deposit up to 10,000 RUB for sports betting or the casino.'], percent: 100 },
  { id: 2, category: 'bukmaker', title: ['Экспресс дня', 'Accumulator of the day'], description: ['Повышенный коэффициент на экспресс дня.', 'A boosted coefficient on the accumulator of the day.'], percent: 10 },
  { id: 3, category: 'cashback', title: ['VIP кешбэк', 'VIP cashback'], description: ['5% чистого проигрыша недели для VIP-игроков.', '5% of the week’s net losses for VIP players.'], percent: 5 },
  { id: 4, category: 'cashback', title: ['Премиум кешбэк', 'Premium cashback'], description: ['10% чистого проигрыша недели для премиум-игроков.', '10% of the week’s net losses for premium players.'], percent: 10 },
  { id: 5, category: 'redeposit', title: ['Бонус на повторный депозит', 'Redeposit bonus'], description: ['50% к пополнению по пятницам.', '50% on deposits made on Fridays.'], percent: 50 },
  { id: 6, category: 'casino', title: ['Фриспины в казино', 'Casino free spins'], description: ['50 фриспинов за пополнение от 1 000 ₽.', '50 free spins for a deposit of 1,000 RUB or more.'], percent: null },
  { id: 7, category: 'poker', title: ['Покерный фриролл', 'Poker freeroll'], description: ['Еженедельный турнир без взноса.', 'A weekly tournament without a buy-in.'], percent: null },
  { id: 8, category: 'shares', title: ['Акция выходного дня', 'Weekend promotion'], description: ['Страховка ставки на матчи выходных.', 'Bet insurance on weekend matches.'], percent: null },
  { id: 9, category: 'bonuses', title: ['Клубные баллы', 'Club points'], description: ['1 балл за каждые 100 ₽ рассчитанных ставок.', '1 point for every 100 RUB of settled bets.'], percent: null },
];

/** `demo`: the demo player's bonuses too (development only: in production account 10000001 is a real player). */
export function seedBonuses(db: Db, demo = true): void {
  const store = createBonusStore(db);
  db.transaction(() => {
    for (const o of OFFERS) {
      store.insertOffer({ id: o.id, category: o.category, title_ru: o.title[0], title_en: o.title[1], description_ru: o.description[0], description_en: o.description[1], percent: o.percent });
    }
    if (!demo || !store.userExists(DEMO_USER)) return;
    store.setVipLevel(DEMO_USER, 2);
    store.insertReferralCode(DEMO_USER, DEMO_REFERRAL_CODE);
    if (store.wagerBonuses(DEMO_USER).length === 0) {
      store.insertWagerBonus({
        user_id: DEMO_USER, account_id: DEMO_RUB_ACCOUNT, title_ru: 'Приветственный бонус', title_en: 'Welcome bonus', amount_minor: 100000, multiplier: 5,
        started_at: SEEDED_AT, ends_at: null,
      });
    }
    if (store.rewards(DEMO_USER).length === 0) {
      const reward = (kind: SeedReward['kind'], titleRu: string, titleEn: string, points: number, amountMinor: number | null, earnedAt: number) =>
        store.insertReward(DEMO_USER, { kind, titleRu, titleEn, points, amountMinor, currency: amountMinor === null ? null : 'RUB', earnedAt });
      reward('club_points', 'Баллы за регистрацию', 'Points for registering', 100, null, SEEDED_AT);
      reward('freebet', 'Фрибет на день рождения', 'Birthday free bet', 0, 50000, SEEDED_AT + 86_400_000);
      reward('club_points', 'Баллы за ставки', 'Points for bets', 250, null, SEEDED_AT + 2 * 86_400_000);
    }
  })();
}
