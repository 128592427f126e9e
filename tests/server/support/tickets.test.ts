/**
 * Support tickets (docs/api.md "Support"): the guard (401 guest, banned allowed), validation, another
 * player's ticket 404, replies and closing, the demo agent's answer (after its delay on the server
 * clock, or at once through the test API) and the unread count in the user config.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse as Response } from 'fastify';
import { DEMO, expectError, startIdentity, type Browser } from '../identity/support';
import { AGENT_DELAY_MS } from '../../../server/support/agent';

interface Message { id: number; author: 'player' | 'agent'; authorName: string | null; text: string; read: boolean }
interface Ticket { id: number; subject: string; category: string; status: 'open' | 'closed'; unread: number; lastAuthor: string; messages: Message[] }
interface TicketList { data: { items: Array<Omit<Ticket, 'messages'>>; total: number; unread: number; page: number; pageSize: number } }

const ticketOf = (res: Response): Ticket => (res.json() as { data: Ticket }).data;

async function signedIn(s: Awaited<ReturnType<typeof startIdentity>>, email: string): Promise<{ browser: Browser; token: string }> {
  const browser = await s.newBrowser();
  return { browser, token: await browser.signIn(email) };
}

const newTicket = { subject: 'Deposit not credited', category: 'deposit', message: 'I paid 1000 RUB an hour ago.' };

async function userMsgCount(browser: Browser, token: string): Promise<number> {
  const res = await browser.get('user/config', { token });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { result: { user_msg_count: number } }).result.user_msg_count;
}

test('support: a guest gets 401 on every call', async (t) => {
  const s = await startIdentity(t);
  const b = s.browser;
  assert.equal((await b.get('office/support/tickets')).statusCode, 401);
  assert.equal((await b.post('office/support/tickets', newTicket)).statusCode, 401);
  assert.equal((await b.get('office/support/tickets/1')).statusCode, 401);
  assert.equal((await b.post('office/support/tickets/1/messages', { message: 'hi' })).statusCode, 401);
  assert.equal((await b.post('office/support/tickets/1/close', {})).statusCode, 401);
  assert.equal((await b.get('office/support/unread')).statusCode, 401);
  assert.equal((await b.get('office/support/manager')).statusCode, 401);
  assert.equal((await b.post('office/support/manager/messages', { message: 'hi' })).statusCode, 401);
});

test('support: create, list, open, reply and close a ticket; the agent answers after its delay; unread count in the user config', async (t) => {
  const s = await startIdentity(t);
  const { browser, token } = await signedIn(s, DEMO.demo.email);
  const created = await browser.post('office/support/tickets?lng=en', { ...newTicket, subject: '  Deposit not credited  ' }, { token });
  assert.equal(created.statusCode, 201, created.body);
  const ticket = ticketOf(created);
  assert.equal(ticket.subject, 'Deposit not credited', 'texts are trimmed');
  assert.deepEqual([ticket.status, ticket.category, ticket.unread, ticket.lastAuthor], ['open', 'deposit', 0, 'player']);
  assert.deepEqual(ticket.messages.map((m) => [m.author, m.text]), [['player', newTicket.message]]);

  // Before the delay nobody has answered.
  await s.advance(AGENT_DELAY_MS - 1000);
  assert.equal(await userMsgCount(browser, token), 0);
  await s.advance(2000);
  // Due now: the user config counts the agent's answer.
  assert.equal(await userMsgCount(browser, token), 1);
  const list = (await browser.get('office/support/tickets', { token })).json() as TicketList;
  assert.equal(list.data.total, 1);
  assert.equal(list.data.unread, 1);
  assert.deepEqual([list.data.items[0]?.id, list.data.items[0]?.unread, list.data.items[0]?.lastAuthor], [ticket.id, 1, 'agent']);
  assert.deepEqual((await browser.get('office/support/unread', { token })).json(), { data: { unread: 1 } });

  // Opening the ticket reads the answer.
  const opened = ticketOf(await browser.get(`office/support/tickets/${ticket.id}`, { token }));
  const answer = opened.messages[1];
  assert.ok(answer);
  assert.equal(answer.author, 'agent');
  assert.equal(answer.authorName, 'Anna, support team');
  assert.match(answer.text, /Deposit not credited/);
  assert.equal(opened.unread, 0);
  assert.equal(await userMsgCount(browser, token), 0);

  // A reply; the agent answers it too; closing stops the thread.
  const replied = await browser.post(`office/support/tickets/${ticket.id}/messages`, { message: 'Any news?' }, { token });
  assert.equal(replied.statusCode, 201, replied.body);
  assert.equal(ticketOf(replied).messages.length, 3);
  await s.advance(AGENT_DELAY_MS);
  assert.equal(await userMsgCount(browser, token), 1);
  const closed = await browser.post(`office/support/tickets/${ticket.id}/close`, {}, { token });
  assert.equal(closed.statusCode, 200, closed.body);
  assert.equal(ticketOf(closed).status, 'closed');
  expectError(await browser.post(`office/support/tickets/${ticket.id}/messages`, { message: 'Again' }, { token }), 409, 'ticket_closed');
  expectError(await browser.post(`office/support/tickets/${ticket.id}/close`, {}, { token }), 409, 'ticket_closed');
});

test('support: the test API answers at once; a Russian ticket is answered in Russian', async (t) => {
  const s = await startIdentity(t);
  const { browser, token } = await signedIn(s, DEMO.demo.email);
  const ticket = ticketOf(await browser.post('office/support/tickets?lng=ru', { ...newTicket, subject: 'Вывод' }, { token }));
  const res = await s.app.inject({ method: 'POST', url: '/__test/support/reply', payload: { ticketId: ticket.id, text: 'Готово' } });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { ticketId: ticket.id, unread: 1 });
  assert.equal(await userMsgCount(browser, token), 1);
  // The demo answer, due later, is in Russian.
  await s.advance(AGENT_DELAY_MS);
  const opened = ticketOf(await browser.get(`office/support/tickets/${ticket.id}`, { token }));
  assert.deepEqual(opened.messages.map((m) => m.author), ['player', 'agent'], 'the test API answer cleared the pending one');
  assert.equal(opened.messages[1]?.text, 'Готово');
  const second = ticketOf(await browser.post('office/support/tickets', { ...newTicket, subject: 'Бонус' }, { token }));
  await s.advance(AGENT_DELAY_MS);
  const answered = ticketOf(await browser.get(`office/support/tickets/${second.id}`, { token }));
  assert.match(answered.messages[1]?.text ?? '', /Здравствуйте/);
  expectError(await s.app.inject({ method: 'POST', url: '/__test/support/reply', payload: { ticketId: 999999 } }), 404, 'not_found');
});

test("support: another player's ticket is 404 for reading, replying and closing", async (t) => {
  const s = await startIdentity(t);
  const owner = await signedIn(s, DEMO.demo.email);
  const other = await signedIn(s, DEMO.unverified.email);
  const ticket = ticketOf(await owner.browser.post('office/support/tickets', newTicket, { token: owner.token }));
  expectError(await other.browser.get(`office/support/tickets/${ticket.id}`, { token: other.token }), 404, 'not_found');
  expectError(await other.browser.post(`office/support/tickets/${ticket.id}/messages`, { message: 'mine' }, { token: other.token }), 404, 'not_found');
  expectError(await other.browser.post(`office/support/tickets/${ticket.id}/close`, {}, { token: other.token }), 404, 'not_found');
  expectError(await other.browser.get('office/support/tickets/abc', { token: other.token }), 404, 'not_found');
  const list = (await other.browser.get('office/support/tickets', { token: other.token })).json() as TicketList;
  assert.equal(list.data.total, 0);
  // The owner's ticket is untouched.
  assert.equal(ticketOf(await owner.browser.get(`office/support/tickets/${ticket.id}`, { token: owner.token })).messages.length, 1);
});

test('support: a banned player still reaches support', async (t) => {
  const s = await startIdentity(t);
  const { browser, token } = await signedIn(s, DEMO.banned.email);
  // The ban is real: a route without ban: 'allowed' refuses this player.
  expectError(await browser.post('user/updatetoken', {}, { token }), 403, 'banned');
  const created = await browser.post('office/support/tickets', { ...newTicket, category: 'account', subject: 'Why am I blocked?' }, { token });
  assert.equal(created.statusCode, 201, created.body);
  const id = ticketOf(created).id;
  assert.equal((await browser.get('office/support/tickets', { token })).statusCode, 200);
  assert.equal((await browser.get(`office/support/tickets/${id}`, { token })).statusCode, 200);
  assert.equal((await browser.post(`office/support/tickets/${id}/messages`, { message: 'Please' }, { token })).statusCode, 201);
  assert.equal((await browser.get('office/support/manager', { token })).statusCode, 200);
});

test('support: texts are validated and bounded, categories checked, paging validated', async (t) => {
  const s = await startIdentity(t);
  const { browser, token } = await signedIn(s, DEMO.demo.email);
  const bad = [
    { ...newTicket, subject: '   ' },
    { ...newTicket, subject: 'x'.repeat(121) },
    { ...newTicket, message: '' },
    { ...newTicket, message: 'x'.repeat(2001) },
    { ...newTicket, category: 'manager' },
    { ...newTicket, category: 'nonsense' },
    { subject: 'No message', category: 'other' },
  ];
  for (const body of bad) expectError(await browser.post('office/support/tickets', body, { token }), 400, 'invalid_body');
  expectError(await browser.post('office/support/tickets?lng=russian', newTicket, { token }), 400, 'invalid_query');
  assert.equal((await browser.post('office/support/tickets', { ...newTicket, message: 'x'.repeat(2000) }, { token })).statusCode, 201);
  const id = ((await browser.get('office/support/tickets', { token })).json() as TicketList).data.items[0]?.id;
  expectError(await browser.post(`office/support/tickets/${id}/messages`, { message: ' \n ' }, { token }), 400, 'invalid_body');
  expectError(await browser.get('office/support/tickets?pageSize=500', { token }), 400, 'invalid_query');
  expectError(await browser.get('office/support/tickets?page=0', { token }), 400, 'invalid_query');
});

test('support: creating tickets is rate-limited per player (429 with Retry-After)', async (t) => {
  const s = await startIdentity(t);
  const { browser, token } = await signedIn(s, DEMO.demo.email);
  for (let i = 0; i < 5; i++) assert.equal((await browser.post('office/support/tickets', { ...newTicket, subject: `Question ${i}` }, { token })).statusCode, 201);
  const refused = await browser.post('office/support/tickets', newTicket, { token });
  expectError(refused, 429, 'too_many_requests');
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal(((await browser.get('office/support/tickets', { token })).json() as TicketList).data.total, 5, 'the refused ticket was not stored');
  // Another player is not affected.
  const other = await signedIn(s, DEMO.unverified.email);
  assert.equal((await other.browser.post('office/support/tickets', newTicket, { token: other.token })).statusCode, 201);
});

test('support: the personal manager comes from the server; a message to the manager opens a manager ticket answered by the manager', async (t) => {
  const s = await startIdentity(t);
  const { browser, token } = await signedIn(s, DEMO.demo.email);
  const ru = (await browser.get('office/support/manager', { token })).json() as { data: { name: string } };
  const res = await browser.get('office/support/manager?lng=en', { token });
  assert.equal(res.statusCode, 200, res.body);
  const manager = (res.json() as { data: { name: string; email: string; phone: string; days: number[]; from: string; to: string; timezone: string } }).data;
  assert.ok(manager.name.length > 0 && manager.email.includes('@') && manager.days.length > 0);
  assert.match(manager.from, /^\d\d:\d\d$/);
  assert.match(ru.data.name, /^[А-Яа-яЁё ]+$/, 'the Russian page gets the name in Cyrillic');
  assert.match(manager.name, /^[A-Za-z ]+$/, 'other languages get it in Latin letters');
  expectError(await browser.get('office/support/manager?lng=klingon', { token }), 400, 'invalid_query');
  expectError(await browser.post('office/support/manager/messages', { message: '' }, { token }), 400, 'invalid_body');
  const created = await browser.post('office/support/manager/messages?lng=en', { message: 'Can you raise my limits?' }, { token });
  assert.equal(created.statusCode, 201, created.body);
  const ticket = ticketOf(created);
  assert.deepEqual([ticket.category, ticket.subject], ['manager', manager.name]);
  await s.advance(AGENT_DELAY_MS);
  const opened = ticketOf(await browser.get(`office/support/tickets/${ticket.id}`, { token }));
  assert.equal(opened.messages[1]?.authorName, manager.name);
});
