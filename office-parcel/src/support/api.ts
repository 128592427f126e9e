/**
 * The support calls of the office screens (contracts/support.ts; docs/api.md "Support"), through the
 * platform's API client with the bearer token; every reply is checked against its schema.
 */
import { $language, api, errorText } from '@kickoff/platform';
import { apiFailure } from '@kickoff/platform-wallet';
import {
  IdeaResponseSchema,
  ManagerResponseSchema,
  SupportErrorCodes,
  SupportPaths,
  TicketListResponseSchema,
  TicketResponseSchema,
  ticketPath,
  type CreateTicketRequest,
  type IdeaRequest,
  type Manager,
  type Ticket,
} from '../contracts/support';

const sig = (signal?: AbortSignal) => (signal ? { signal } : {});
/** The client's `web` service adds its base (`/web-api`): the contract's full path without it. */
const web = (path: string): string => path.replace(/^\/web-api\//, '');
const lng = () => ({ lng: $language.get() });

export const SUPPORT_PAGE_SIZE = 20;

export async function fetchTickets(page: number, signal?: AbortSignal) {
  const reply = await api.request({
    service: 'web', path: web(SupportPaths.tickets), auth: true, cache: 'no-store', query: { page, pageSize: SUPPORT_PAGE_SIZE },
    schema: TicketListResponseSchema, ...sig(signal),
  });
  return reply.data;
}

/** Opens a ticket (marks the support's messages read). */
export async function fetchTicket(id: number, signal?: AbortSignal): Promise<Ticket> {
  const reply = await api.request({ service: 'web', path: web(ticketPath(SupportPaths.ticket, id)), auth: true, cache: 'no-store', schema: TicketResponseSchema, ...sig(signal) });
  return reply.data;
}

export async function createTicket(body: CreateTicketRequest): Promise<Ticket> {
  const reply = await api.request({ service: 'web', path: web(SupportPaths.tickets), method: 'POST', query: lng(), auth: true, body, schema: TicketResponseSchema });
  return reply.data;
}

export async function replyToTicket(id: number, message: string): Promise<Ticket> {
  const reply = await api.request({ service: 'web', path: web(ticketPath(SupportPaths.messages, id)), method: 'POST', auth: true, body: { message }, schema: TicketResponseSchema });
  return reply.data;
}

export async function closeTicket(id: number): Promise<Ticket> {
  const reply = await api.request({ service: 'web', path: web(ticketPath(SupportPaths.close, id)), method: 'POST', auth: true, body: {}, schema: TicketResponseSchema });
  return reply.data;
}

export async function fetchManager(signal?: AbortSignal): Promise<Manager> {
  const reply = await api.request({ service: 'web', path: web(SupportPaths.manager), query: lng(), auth: true, cache: 'no-store', schema: ManagerResponseSchema, ...sig(signal) });
  return reply.data;
}

export async function writeToManager(message: string): Promise<Ticket> {
  const reply = await api.request({ service: 'web', path: web(SupportPaths.managerMessage), method: 'POST', query: lng(), auth: true, body: { message }, schema: TicketResponseSchema });
  return reply.data;
}

export async function shareIdea(body: IdeaRequest): Promise<void> {
  await api.request({ service: 'web', path: web(SupportPaths.ideas), method: 'POST', auth: true, body, schema: IdeaResponseSchema });
}

/** The text key (or server detail) of a failed support call. */
export function supportErrorText(error: unknown): string {
  const failure = apiFailure(error);
  if (failure.code === 'too_many_requests') return 'office-support:error_too_many';
  if (failure.code === SupportErrorCodes.ticketClosed) return 'office-support:error_closed';
  if (failure.status === 404) return 'office-support:error_not_found';
  return errorText(error);
}
