/**
 * The support screen's pure parts: the inbox filters as the query string keeps them (unknown values
 * read as "any"), the inbox call's URL, the ticket id of `/backoffice/support/<id>`, and which
 * assignment buttons a thread offers its viewer.
 */
import {
  INBOX_ASSIGNED,
  INBOX_KINDS,
  INBOX_STATUSES,
  SUPPORT_INBOX_PATH,
  type InboxAssigned,
  type InboxKind,
  type InboxStatus,
} from '../../contracts/support';

export interface InboxFilters {
  /** '' = any status. */
  status: InboxStatus | '';
  assigned: InboxAssigned;
  /** '' = tickets and chats. */
  kind: InboxKind | '';
}

export const FILTER_KEYS = ['status', 'assigned', 'kind'] as const;

export const ANY_FILTERS: InboxFilters = { status: '', assigned: 'any', kind: '' };

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

export function filtersOf(params: URLSearchParams): InboxFilters {
  return {
    status: pick(INBOX_STATUSES, params.get('status')) ?? '',
    assigned: pick(INBOX_ASSIGNED, params.get('assigned')) ?? 'any',
    kind: pick(INBOX_KINDS, params.get('kind')) ?? '',
  };
}

/** The query changes that show `filters` (the defaults leave the query string). */
export function filterQuery(filters: InboxFilters): Record<(typeof FILTER_KEYS)[number], string | null> {
  return {
    status: filters.status || null,
    assigned: filters.assigned === 'any' ? null : filters.assigned,
    kind: filters.kind || null,
  };
}

/** `GET /staff-api/support/tickets` with the filters and the page's cursor. */
export function inboxUrl(filters: InboxFilters, before: string | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filterQuery(filters))) if (value !== null) search.set(key, value);
  if (before !== undefined) search.set('before', before);
  const text = search.toString();
  return text ? `${SUPPORT_INBOX_PATH}?${text}` : SUPPORT_INBOX_PATH;
}

/** The ticket id of the path segment after /backoffice/support/ (null: the inbox, or not an id). */
export function ticketIdOf(rest: string | null): number | null {
  if (rest === null || !/^\d{1,15}$/.test(rest)) return null;
  const id = Number(rest);
  return id > 0 ? id : null;
}

/**
 * The assignment buttons a thread offers: "Assign to me" unless it is the viewer's already (taking
 * over another agent's ticket too), "Unassign" while someone holds it; none on a closed ticket.
 */
export function assignmentChoices(thread: { status: InboxStatus; assignee: { staffId: number } | null }, viewerId: number): Array<'me' | 'nobody'> {
  if (thread.status === 'closed') return [];
  const choices: Array<'me' | 'nobody'> = [];
  if (thread.assignee?.staffId !== viewerId) choices.push('me');
  if (thread.assignee !== null) choices.push('nobody');
  return choices;
}
