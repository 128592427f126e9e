/**
 * The support agents' inbox on the wire (`/staff-api/support/...`, role `support_agent`; docs/api.md
 * "Staff: support"): every player's tickets and manager chats, filtered and cursor-paged by latest
 * activity, a thread with its messages, and the agent's reply, assignment and closing.
 */
import * as v from 'valibot';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, pageSchema } from './paging';

export const SUPPORT_INBOX_PATH = '/staff-api/support/tickets';

/** The route patterns (server) and the paths of one ticket (console). */
export const SUPPORT_ROUTES = {
  tickets: SUPPORT_INBOX_PATH,
  ticket: `${SUPPORT_INBOX_PATH}/:id`,
  replies: `${SUPPORT_INBOX_PATH}/:id/replies`,
  assign: `${SUPPORT_INBOX_PATH}/:id/assign`,
  close: `${SUPPORT_INBOX_PATH}/:id/close`,
} as const;

export const supportTicketPath = (id: number, action?: 'replies' | 'assign' | 'close'): string =>
  `${SUPPORT_INBOX_PATH}/${id}${action ? `/${action}` : ''}`;

export const SUPPORT_ERRORS = {
  notFound: 'not_found',
  /** A reply to, or closing of, a closed ticket. */
  ticketClosed: 'ticket_closed',
} as const;

/**
 * Where a conversation stands: `open` waits for support (the player wrote last), `answered` waits for
 * the player (support wrote last), `closed` is over.
 */
export const INBOX_STATUSES = ['open', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** `ticket`: a support ticket; `chat`: the player's conversation with their personal manager. */
export const INBOX_KINDS = ['ticket', 'chat'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** `me`: assigned to the caller; `none`: to nobody; `any` (the default): no filter. */
export const INBOX_ASSIGNED = ['me', 'none', 'any'] as const;
export type InboxAssigned = (typeof INBOX_ASSIGNED)[number];

export const REPLY_MAX = 2000;

/** The cursor of a page: `<activity ms>.<ticket id>` of the last row of the page before. */
export const InboxCursorSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}\.\d{1,15}$/, 'a cursor from meta.next'),
  v.transform((text) => {
    const [at = '0', id = '0'] = text.split('.');
    return { at: Number(at), id: Number(id) };
  }),
);
export const inboxCursor = (at: number, id: number): string => `${at}.${id}`;

const Limit = v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'a number 1-100'), v.transform(Number), v.minValue(1), v.maxValue(PAGE_LIMIT_MAX));

/** `GET /staff-api/support/tickets` query. */
export const InboxQuerySchema = v.strictObject({
  status: v.optional(v.picklist(INBOX_STATUSES)),
  assigned: v.optional(v.picklist(INBOX_ASSIGNED), 'any'),
  kind: v.optional(v.picklist(INBOX_KINDS)),
  before: v.optional(InboxCursorSchema),
  limit: v.optional(Limit, String(PAGE_LIMIT_DEFAULT)),
});

export const AssigneeSchema = v.object({ staffId: v.number(), name: v.string() });

export const InboxTicketSchema = v.object({
  id: v.number(),
  kind: v.picklist(INBOX_KINDS),
  subject: v.string(),
  category: v.string(),
  status: v.picklist(INBOX_STATUSES),
  playerId: v.number(),
  /** The language the player is answered in. */
  lang: v.picklist(['ru', 'en']),
  assignee: v.nullable(AssigneeSchema),
  lastAuthor: v.picklist(['player', 'agent']),
  messageCount: v.number(),
  createdAt: v.string(),
  /** Latest activity (a message or closing). */
  updatedAt: v.string(),
});
export type InboxTicketWire = v.InferOutput<typeof InboxTicketSchema>;

export const ThreadMessageSchema = v.object({
  id: v.number(),
  author: v.picklist(['player', 'agent']),
  /** The name the player sees on a support message; null on the player's. */
  authorName: v.nullable(v.string()),
  /** The staff member who wrote a support message; null: the player, the demo auto-responder or the test API. */
  staffId: v.nullable(v.number()),
  text: v.string(),
  createdAt: v.string(),
  /** Whether the player has read it (always true on the player's own). */
  read: v.boolean(),
});
export type ThreadMessageWire = v.InferOutput<typeof ThreadMessageSchema>;

export const ThreadSchema = v.object({ ...InboxTicketSchema.entries, messages: v.array(ThreadMessageSchema) });
export type ThreadWire = v.InferOutput<typeof ThreadSchema>;

export const InboxPageSchema = pageSchema(InboxTicketSchema);
/** The reply of the thread and of every write. */
export const ThreadReplySchema = v.object({ data: ThreadSchema });

/** `POST .../:id/replies`: the text the player reads (trimmed, 1-2000 characters). */
export const AgentReplyBodySchema = v.strictObject({
  text: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(REPLY_MAX, `at most ${REPLY_MAX} characters`)),
});
/** `POST .../:id/assign`: to the caller, or to nobody. */
export const AssignBodySchema = v.strictObject({ to: v.picklist(['me', 'nobody']) });
/** `POST .../:id/close`. */
export const CloseBodySchema = v.strictObject({});
