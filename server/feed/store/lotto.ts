/** Lotto draws (lotto_draws): upcoming ones have no numbers until drawn. */
import type { Db } from '../../db/open';
import * as v from 'valibot';
import type { LottoDrawRecord } from '../types';

interface DrawRow {
  id: number;
  lottery: string;
  name: string;
  pick: number;
  of: number;
  draw_at: number;
  jackpot: number;
  currency: string;
  numbers: string | null;
}

const NumbersSchema = v.nullable(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))));

/** Most drawn draws one results reply carries. */
export const LOTTO_RESULTS_LIMIT = 100;

export interface LottoStore {
  insert(draw: LottoDrawRecord): void;
  /** upcoming: not drawn yet, soonest first; results: drawn, newest first; all: both. */
  list(status: 'upcoming' | 'results' | 'all'): LottoDrawRecord[];
  get(id: number): LottoDrawRecord | null;
  /** Undrawn draws whose time has come. */
  due(now: number): LottoDrawRecord[];
  setNumbers(id: number, numbers: readonly number[]): void;
  /** Undrawn draws of a lottery and the time of its latest scheduled draw. */
  schedule(lottery: string): { upcoming: number; lastDrawAt: number | null };
}

const toDraw = (r: DrawRow): LottoDrawRecord => ({
  id: r.id,
  lottery: r.lottery,
  name: r.name,
  pick: r.pick,
  of: r.of,
  drawAt: r.draw_at,
  jackpot: r.jackpot,
  currency: r.currency,
  numbers: v.parse(NumbersSchema, r.numbers === null ? null : (JSON.parse(r.numbers) as unknown)),
});

export function createLottoStore(db: Db): LottoStore {
  const insert = db.prepare('INSERT INTO lotto_draws (id, lottery, name, pick, of, draw_at, jackpot, currency, numbers) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const upcoming = db.prepare<[], DrawRow>('SELECT * FROM lotto_draws WHERE numbers IS NULL ORDER BY draw_at, id');
  const results = db.prepare<[], DrawRow>(`SELECT * FROM lotto_draws WHERE numbers IS NOT NULL ORDER BY draw_at DESC, id DESC LIMIT ${LOTTO_RESULTS_LIMIT}`);
  const one = db.prepare<[number], DrawRow>('SELECT * FROM lotto_draws WHERE id = ?');
  const due = db.prepare<[number], DrawRow>('SELECT * FROM lotto_draws WHERE numbers IS NULL AND draw_at <= ? ORDER BY draw_at, id');
  const setNumbers = db.prepare<[string, number]>('UPDATE lotto_draws SET numbers = ? WHERE id = ?');
  const schedule = db.prepare<[string], { upcoming: number; last: number | null }>(
    'SELECT sum(numbers IS NULL) AS upcoming, max(draw_at) AS last FROM lotto_draws WHERE lottery = ?',
  );
  return {
    insert(d) {
      insert.run(d.id, d.lottery, d.name, d.pick, d.of, d.drawAt, d.jackpot, d.currency, d.numbers === null ? null : JSON.stringify(d.numbers));
    },
    list(status) {
      if (status === 'upcoming') return upcoming.all().map(toDraw);
      if (status === 'results') return results.all().map(toDraw);
      return [...upcoming.all(), ...results.all()].map(toDraw);
    },
    get(id) {
      const row = one.get(id);
      return row ? toDraw(row) : null;
    },
    due: (now) => due.all(now).map(toDraw),
    setNumbers(id, numbers) {
      setNumbers.run(JSON.stringify(numbers), id);
    },
    schedule(lottery) {
      const row = schedule.get(lottery);
      return { upcoming: row?.upcoming ?? 0, lastDrawAt: row?.last ?? null };
    },
  };
}
