/** Lotto URL rules (pure): `lotto` upcoming, `lotto/results`, `lotto/view/{id}`; anything else is unknown. */
import { parseId } from './params';

export type LottoView = { kind: 'upcoming' } | { kind: 'results' } | { kind: 'view'; id: number } | { kind: 'unknown' };

export function lottoView(params: Readonly<Record<string, string>>): LottoView {
  const section = params['sectionName'];
  const id = params['lottoId'];
  if (section === undefined) return { kind: 'upcoming' };
  if (section === 'results' && id === undefined) return { kind: 'results' };
  if (section === 'view') {
    const n = parseId(id);
    return n === null ? { kind: 'unknown' } : { kind: 'view', id: n };
  }
  return { kind: 'unknown' };
}
