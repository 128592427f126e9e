/** The payment history's filters as the URL query keeps them: read (each value validated, a bad one dropped) and written. */
import * as v from 'valibot';
import { DateSchema, HISTORY_MAX_PAGE_SIZE, PaymentStatusFilterSchema, PaymentTypeFilterSchema, type PaymentStatusFilter, type PaymentTypeFilter } from '../../contracts/payment-history';

export const HISTORYPAY_PAGE_SIZE = 10;

export interface HistoryFilters {
  from: string;
  to: string;
  type: PaymentTypeFilter;
  status: PaymentStatusFilter;
  page: number;
}

const ok = <S extends v.GenericSchema>(schema: S, value: string | null): v.InferOutput<S> | undefined => {
  const r = v.safeParse(schema, value);
  return r.success ? r.output : undefined;
};

export function readFilters(search: string): HistoryFilters {
  const q = new URLSearchParams(search);
  const from = ok(DateSchema, q.get('from')) ?? '';
  let to = ok(DateSchema, q.get('to')) ?? '';
  if (from && to && from > to) to = '';
  const pageText = q.get('page') ?? '';
  const page = /^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return {
    from,
    to,
    type: ok(PaymentTypeFilterSchema, q.get('type')) ?? 'all',
    status: ok(PaymentStatusFilterSchema, q.get('status')) ?? 'all',
    page,
  };
}

/** The URL query of the filters (defaults left out). */
export function filterQuery(f: HistoryFilters): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.from) q['from'] = f.from;
  if (f.to) q['to'] = f.to;
  if (f.type !== 'all') q['type'] = f.type;
  if (f.status !== 'all') q['status'] = f.status;
  if (f.page > 1) q['page'] = String(f.page);
  return q;
}

/** The server query of the filters. */
export function serverQuery(f: HistoryFilters): Record<string, string | number> {
  return { ...filterQuery(f), page: f.page, size: Math.min(HISTORYPAY_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE) };
}
