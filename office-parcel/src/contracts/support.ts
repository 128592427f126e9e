/**
 * Support (docs/api.md "Support"; issue 11 item 6): the player's tickets with their messages, the
 * personal manager, the support button's callback request and the share-an-idea form. Every call needs a
 * signed-in player (401 without a token) and is open to a banned player (a banned player must still
 * reach support). Another player's ticket is as unknown as a missing one (404 `not_found`).
 */
import * as v from 'valibot';
import { officePath } from './base';

export const SupportPaths = {
  /** GET: the player's tickets (paged, newest activity first) with the unread count; POST: a new ticket. */
  tickets: officePath('support/tickets'),
  /** GET: one ticket with its messages (marks the support's messages read). */
  ticket: officePath('support/tickets/:id'),
  /** POST: the player's reply. */
  messages: officePath('support/tickets/:id/messages'),
  /** POST: closes the ticket. */
  close: officePath('support/tickets/:id/close'),
  /** GET: the count of support messages the player has not read. */
  unread: officePath('support/unread'),
  /** GET: the player's personal manager (`lng`: the name in Russian or Latin letters). */
  manager: officePath('support/manager'),
  /** POST: a message to the manager (opens a ticket of category `manager`). */
  managerMessage: officePath('support/manager/messages'),
  /** POST: a callback request (support button). */
  callback: officePath('support/callback'),
  /** POST: an idea. */
  ideas: officePath('support/ideas'),
} as const;

/** A path with its `:id` filled in. */
export const ticketPath = (path: string, id: number): string => path.replace(':id', String(id));

export const SupportErrorCodes = {
  /** A reply to (or closing of) a closed ticket. */
  ticketClosed: 'ticket_closed',
  /** Callback requests are not offered in this language (site config `support.callbackExcludedLanguages`). */
  callbackLanguage: 'callback_language_excluded',
} as const;

export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 2000;
export const IDEA_MAX = 2000;

/** What a player may pick for a new ticket; `manager` tickets come from the manager page only. */
export const TICKET_CATEGORIES = ['account', 'deposit', 'withdrawal', 'bets', 'bonuses', 'verification', 'technical', 'other'] as const;
export const TicketCategorySchema = v.picklist(TICKET_CATEGORIES);
export type TicketCategory = v.InferOutput<typeof TicketCategorySchema>;
const StoredCategorySchema = v.picklist([...TICKET_CATEGORIES, 'manager']);
export type StoredTicketCategory = v.InferOutput<typeof StoredCategorySchema>;

/** Trimmed text of 1..max characters (whitespace alone is empty). */
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max, `at most ${max} characters`));

export const CreateTicketRequestSchema = v.object({
  subject: text(SUBJECT_MAX),
  category: TicketCategorySchema,
  message: text(MESSAGE_MAX),
});
export type CreateTicketRequest = v.InferInput<typeof CreateTicketRequestSchema>;

/**
 * `lng` of creating a ticket, writing to the manager or reading the manager: the language support answers in (and the manager's name is written in) (two letters;
 * `ru` Russian, any other English; default `ru`).
 */
export const SupportLangQuerySchema = v.object({
  lng: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}(?:[-_][A-Za-z0-9]{1,8})*$/, 'lng must be a two-letter language code'))),
});

export const ReplyRequestSchema = v.object({ message: text(MESSAGE_MAX) });
export type ReplyRequest = v.InferInput<typeof ReplyRequestSchema>;

export const TicketListQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), '1'),
  pageSize: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(50)), '20'),
});

export const TicketStatusSchema = v.picklist(['open', 'closed']);

export const SupportMessageSchema = v.object({
  id: v.number(),
  /** `player`: the ticket's owner; `agent`: support. */
  author: v.picklist(['player', 'agent']),
  /** The agent's name on support messages, null on the player's. */
  authorName: v.nullable(v.string()),
  text: v.string(),
  /** Milliseconds since the epoch. */
  createdAt: v.number(),
  /** Support messages: whether the player has opened the ticket since; the player's own: always true. */
  read: v.boolean(),
});
export type SupportMessage = v.InferOutput<typeof SupportMessageSchema>;

export const TicketSummarySchema = v.object({
  id: v.number(),
  subject: v.string(),
  category: StoredCategorySchema,
  status: TicketStatusSchema,
  /** Support messages the player has not read. */
  unread: v.number(),
  /** Who wrote last: `agent` means an answer is waiting for the player. */
  lastAuthor: v.picklist(['player', 'agent']),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type TicketSummary = v.InferOutput<typeof TicketSummarySchema>;

export const TicketSchema = v.object({ ...TicketSummarySchema.entries, messages: v.array(SupportMessageSchema) });
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const TicketResponseSchema = v.object({ data: TicketSchema });
export const TicketListResponseSchema = v.object({
  data: v.object({ items: v.array(TicketSummarySchema), page: v.number(), pageSize: v.number(), total: v.number(), unread: v.number() }),
});
export const UnreadResponseSchema = v.object({ data: v.object({ unread: v.number() }) });

export const ManagerSchema = v.object({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  /** A messenger handle (e.g. Telegram), null when the manager has none. */
  messenger: v.nullable(v.string()),
  /** Working days, ISO numbers (1 Monday … 7 Sunday). */
  days: v.array(v.number()),
  /** Working hours, `HH:MM` in `timezone`. */
  from: v.string(),
  to: v.string(),
  /** IANA time zone of the hours. */
  timezone: v.string(),
});
export type Manager = v.InferOutput<typeof ManagerSchema>;
export const ManagerResponseSchema = v.object({ data: ManagerSchema });

export const ManagerMessageRequestSchema = ReplyRequestSchema;

/** Preferred time of a callback. */
export const CALLBACK_TIMES = ['asap', 'morning', 'afternoon', 'evening'] as const;
export const CallbackRequestSchema = v.object({
  /** International format: + and 10–15 digits (spaces, dashes and brackets are dropped). */
  phone: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/[\s()-]/g, '')),
    v.regex(/^\+\d{10,15}$/, 'phone must be + and 10-15 digits'),
  ),
  preferredTime: v.picklist(CALLBACK_TIMES),
  /** The language to be called in (two letters). */
  language: v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'language is a two-letter code')),
});
export type CallbackRequest = v.InferInput<typeof CallbackRequestSchema>;
export const CallbackResponseSchema = v.object({
  data: v.object({ id: v.number(), phone: v.string(), preferredTime: v.picklist(CALLBACK_TIMES), language: v.string(), createdAt: v.number() }),
});

export const IDEA_TOPICS = ['sports', 'casino', 'office', 'payments', 'app', 'other'] as const;
export const IdeaRequestSchema = v.object({ topic: v.picklist(IDEA_TOPICS), text: text(IDEA_MAX) });
export type IdeaRequest = v.InferInput<typeof IdeaRequestSchema>;
export const IdeaResponseSchema = v.object({ data: v.object({ id: v.number(), createdAt: v.number() }) });
