/**
 * The support agents' inbox (docs/api.md "Staff: support"): every route's staff guard, the inbox's
 * filters and paging, an agent's reply the player reads in the office API, assignment, closing, the
 * audit rows, and the canned auto-responder answering only with the demo switch.
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { InboxTicketWire, ThreadWire } from '@kickoff/backoffice-contracts/support';
import type { LightMyRequestResponse as Response } from 'fastify';
import type { AuditEntry } from '../../../server/staff/audit';
import { AGENT_DELAY_MS } from '../../../server/support/agent';
import { Browser, DEMO, expectError } from '../identity/support';
import { DEV_STAFF_PASSWORD, devStaff, startStaff, STAFF_COOKIE_SESSION, StaffBrowser, type StaffServer } from '../staff/support';
import type { FixtureOptions } from './helpers';

const INBOX = '/staff-api/support/tickets';

interface PlayerTicket {
  id: number;
  status: 'open' | 'closed';
  unread: number;
  messages: Array<{ author: 'player' | 'agent'; authorName: string | null; text: string }>;
}
interface InboxPage {
  data: InboxTicketWire[];
  meta: { next: string | null };
}

const threadOf = (res: Response): ThreadWire => (res.json() as { data: ThreadWire }).data;
const playerTicketOf = (res: Response): PlayerTicket => (res.json() as { data: PlayerTicket }).data;

interface Player {
  browser: Browser;
  token: string;
  /** A new ticket through the office API; its id. */
  write(subject: string, message?: string): Promise<number>;
  ticket(id: number): Promise<PlayerTicket>;
  unread(): Promise<number>;
}

async function player(server: StaffServer, email: string): Promise<Player> {
  const browser = new Browser(server.app);
  await browser.identify();
  const token = await browser.signIn(email);
  return {
    browser,
    token,
    async write(subject, message = 'Where is my deposit?') {
      const res = await browser.post('office/support/tickets?lng=en', { subject, category: 'deposit', message }, { token });
      assert.equal(res.statusCode, 201, res.body);
      return playerTicketOf(res).id;
    },
    async ticket(id) {
      const res = await browser.get(`office/support/tickets/${id}`, { token });
      assert.equal(res.statusCode, 200, res.body);
      return playerTicketOf(res);
    },
    async unread() {
      const res = await browser.get('user/config', { token });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json() as { result: { user_msg_count: number } }).result.user_msg_count;
    },
  };
}

/** A server with a support agent, a second agent (the admin given the role), an admin and a trader signed in first. */
async function startInbox(t: TestContext, options: FixtureOptions = {}) {
  const server = await startStaff(t, options);
  const agent = await server.signIn(devStaff('support_agent'));
  const admin = await server.signIn(devStaff('admin'));
  const trader = await server.signIn(devStaff('trader'));
  return { server, agent, admin, trader };
}

async function auditOf(admin: StaffBrowser, ticketId: number): Promise<AuditEntry[]> {
  const res = await admin.call('GET', `/staff-api/audit?target=ticket:${ticketId}`);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { data: AuditEntry[] }).data;
}

const inbox = async (agent: StaffBrowser, query = ''): Promise<InboxPage> => {
  const res = await agent.call('GET', `${INBOX}${query}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as InboxPage;
};

test('every inbox route: 401 without a staff session, with a player token or cookie, or after the password step alone; 403 for other roles', async (t) => {
  const { server, admin, trader } = await startInbox(t);
  const demo = await player(server, DEMO.demo.email);
  const id = await demo.write('Guarded');
  const calls: Array<['GET' | 'POST', string, unknown]> = [
    ['GET', INBOX, undefined],
    ['GET', `${INBOX}/${id}`, undefined],
    ['POST', `${INBOX}/${id}/replies`, { text: 'Hello' }],
    ['POST', `${INBOX}/${id}/assign`, { to: 'me' }],
    ['POST', `${INBOX}/${id}/close`, {}],
  ];
  const playerCookie = [...demo.browser.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  const halfway = server.browser();
  const support = devStaff('support_agent');
  assert.equal((await halfway.call('POST', '/staff-api/auth/password', { email: support.email, password: DEV_STAFF_PASSWORD })).statusCode, 200);
  for (const [method, url, payload] of calls) {
    expectError(await server.browser().call(method, url, payload), 401, 'staff_unauthorized');
    expectError(await server.browser().call(method, url, payload, { authorization: `Bearer ${demo.token}` }), 401, 'staff_unauthorized');
    expectError(await server.browser().call(method, url, payload, { cookie: playerCookie }), 401, 'staff_unauthorized');
    expectError(await halfway.call(method, url, payload), 401, 'staff_unauthorized');
    expectError(await trader.call(method, url, payload), 403, 'staff_forbidden');
    expectError(await admin.call(method, url, payload), 403, 'staff_forbidden');
  }
  assert.ok(!halfway.jar.has(STAFF_COOKIE_SESSION));
  // Nothing was written by the refused calls.
  const ticket = await demo.ticket(id);
  assert.deepEqual([ticket.status, ticket.messages.length], ['open', 1]);
  assert.deepEqual(await auditOf(admin, id), []);
});

test('an agent answers a ticket: the player reads the reply in the office at once; the reply is audited with its text', async (t) => {
  const { server, agent, admin } = await startInbox(t);
  const demo = await player(server, DEMO.demo.email);
  const id = await demo.write('Deposit not credited', 'I paid an hour ago.');

  const [row] = (await inbox(agent)).data;
  assert.deepEqual(
    [row?.id, row?.status, row?.kind, row?.playerId, row?.assignee, row?.lastAuthor, row?.messageCount, row?.subject],
    [id, 'open', 'ticket', DEMO.demo.id, null, 'player', 1, 'Deposit not credited'],
  );
  const thread = threadOf(await agent.call('GET', `${INBOX}/${id}`));
  assert.deepEqual(thread.messages.map((m) => [m.author, m.text]), [['player', 'I paid an hour ago.']]);

  const replied = await agent.call('POST', `${INBOX}/${id}/replies`, { text: '  We found your payment: it is credited now.  ' });
  assert.equal(replied.statusCode, 201, replied.body);
  const after = threadOf(replied);
  assert.equal(after.status, 'answered');
  assert.deepEqual(after.messages.map((m) => [m.author, m.authorName, m.text, m.read]), [
    ['player', null, 'I paid an hour ago.', true],
    ['agent', 'Sam Support', 'We found your payment: it is credited now.', false],
  ]);
  const agentId = after.messages[1]?.staffId;
  assert.equal(typeof agentId, 'number');

  // The player's office API has it at once: the unread count, then the thread (which reads it).
  assert.equal(await demo.unread(), 1);
  const seen = await demo.ticket(id);
  assert.deepEqual(seen.messages.map((m) => [m.author, m.authorName, m.text]), [
    ['player', null, 'I paid an hour ago.'],
    ['agent', 'Sam Support', 'We found your payment: it is credited now.'],
  ]);
  assert.equal(await demo.unread(), 0);
  assert.equal(threadOf(await agent.call('GET', `${INBOX}/${id}`)).messages[1]?.read, true, 'the agent sees the player read it');

  const [entry] = await auditOf(admin, id);
  assert.deepEqual([entry?.action, entry?.target, entry?.staffId, entry?.before, entry?.after], [
    'support.reply',
    `ticket:${id}`,
    agentId,
    null,
    { text: 'We found your payment: it is credited now.' },
  ]);

  expectError(await agent.call('POST', `${INBOX}/${id}/replies`, { text: '   ' }), 400, 'invalid_body');
  expectError(await agent.call('POST', `${INBOX}/${id}/replies`, { text: 'x'.repeat(2001) }), 400, 'invalid_body');
  expectError(await agent.call('POST', `${INBOX}/${id}/replies`, { text: 'Hi', extra: 1 }), 400, 'invalid_body');
  expectError(await agent.call('POST', `${INBOX}/999999/replies`, { text: 'Hi' }), 404, 'not_found');
  expectError(await agent.call('GET', `${INBOX}/999999`), 404, 'not_found');
  expectError(await agent.call('GET', `${INBOX}/abc`), 404, 'not_found');
  assert.equal((await auditOf(admin, id)).length, 1, 'refused replies leave no audit row');
});

test('assignment: to me and back to nobody, filtered by assignee, audited with before and after; the auto-responder leaves an assigned ticket to its agent', async (t) => {
  const { server, agent, admin } = await startInbox(t);
  // The admin gets the agent role too: a second agent.
  const admins = (await admin.call('GET', '/staff-api/me')).json() as { data: { id: number } };
  assert.equal((await admin.call('PUT', `/staff-api/staff/${admins.data.id}/roles`, { roles: ['support_agent', 'admin'] })).statusCode, 200);
  // Its sessions ended with the change: it signs in again (and reads the audit log below).
  const second = await server.signIn(devStaff('admin'));
  const demo = await player(server, DEMO.demo.email);
  const mine = await demo.write('Mine');
  const other = await demo.write('Unassigned');

  const assigned = await agent.call('POST', `${INBOX}/${mine}/assign`, { to: 'me' });
  assert.equal(assigned.statusCode, 200, assigned.body);
  const agentId = threadOf(assigned).assignee?.staffId;
  assert.deepEqual(threadOf(assigned).assignee, { staffId: agentId, name: 'Sam Support' });
  assert.deepEqual((await inbox(agent, '?assigned=me')).data.map((r) => r.id), [mine]);
  assert.deepEqual((await inbox(agent, '?assigned=none')).data.map((r) => r.id), [other]);
  assert.deepEqual((await inbox(second, '?assigned=me')).data.map((r) => r.id), [], "another agent's tickets are not theirs");
  assert.deepEqual((await inbox(second, '?assigned=any')).data.map((r) => r.id), [other, mine]);

  // The auto-responder's delay passes: it answers only the unassigned ticket, also after the player writes again.
  server.clock.advance(AGENT_DELAY_MS + 1000);
  assert.deepEqual((await demo.ticket(mine)).messages.map((m) => m.author), ['player']);
  assert.deepEqual((await demo.ticket(other)).messages.map((m) => m.author), ['player', 'agent']);
  assert.equal((await demo.browser.post(`office/support/tickets/${mine}/messages`, { message: 'Any news?' }, { token: demo.token })).statusCode, 201);
  server.clock.advance(AGENT_DELAY_MS + 1000);
  assert.deepEqual((await demo.ticket(mine)).messages.map((m) => m.author), ['player', 'player']);

  // Another agent takes it over, then gives it back to nobody.
  assert.deepEqual(threadOf(await second.call('POST', `${INBOX}/${mine}/assign`, { to: 'me' })).assignee, { staffId: admins.data.id, name: 'Ada Admin' });
  const released = await second.call('POST', `${INBOX}/${mine}/assign`, { to: 'nobody' });
  assert.equal(threadOf(released).assignee, null);
  assert.deepEqual((await inbox(agent, '?assigned=none')).data.map((r) => r.id).sort(), [mine, other].sort());
  expectError(await agent.call('POST', `${INBOX}/${mine}/assign`, { to: 'someone' }), 400, 'invalid_body');

  const log = (await auditOf(second, mine)).filter((e) => e.action === 'support.assign');
  assert.deepEqual(log.map((e) => [e.staffId, e.before, e.after]), [
    [admins.data.id, { assignee: { staffId: admins.data.id, name: 'Ada Admin' } }, { assignee: null }],
    [admins.data.id, { assignee: { staffId: agentId, name: 'Sam Support' } }, { assignee: { staffId: admins.data.id, name: 'Ada Admin' } }],
    [agentId, { assignee: null }, { assignee: { staffId: agentId, name: 'Sam Support' } }],
  ]);
});

test('closing: the player sees the ticket closed; a reply or a second close is 409; audited', async (t) => {
  const { server, agent, admin } = await startInbox(t);
  const demo = await player(server, DEMO.demo.email);
  const id = await demo.write('Close me');
  const closed = await agent.call('POST', `${INBOX}/${id}/close`, {});
  assert.equal(closed.statusCode, 200, closed.body);
  assert.equal(threadOf(closed).status, 'closed');
  assert.equal((await demo.ticket(id)).status, 'closed');
  expectError(await demo.browser.post(`office/support/tickets/${id}/messages`, { message: 'Wait' }, { token: demo.token }), 409, 'ticket_closed');
  expectError(await agent.call('POST', `${INBOX}/${id}/close`, {}), 409, 'ticket_closed');
  expectError(await agent.call('POST', `${INBOX}/${id}/replies`, { text: 'Late' }), 409, 'ticket_closed');
  const log = await auditOf(admin, id);
  assert.deepEqual(log.map((e) => [e.action, e.before, e.after]), [['support.close', { status: 'open' }, { status: 'closed' }]]);
});

test('the inbox: filtered by status and kind, newest activity first, paged by cursor', async (t) => {
  const { server, agent } = await startInbox(t, { testApi: false });
  const demo = await player(server, DEMO.demo.email);
  const other = await player(server, DEMO.unverified.email);
  const first = await demo.write('First');
  server.clock.advance(1000);
  const second = await other.write('Second');
  server.clock.advance(1000);
  const third = await demo.write('Third');
  server.clock.advance(1000);
  const chat = await demo.browser.post('office/support/manager/messages?lng=en', { message: 'Call me, please' }, { token: demo.token });
  assert.equal(chat.statusCode, 201, chat.body);
  const chatId = playerTicketOf(chat).id;
  server.clock.advance(1000);
  // The player writes again on the first ticket: it has the latest activity now.
  assert.equal((await demo.browser.post(`office/support/tickets/${first}/messages`, { message: 'Hello?' }, { token: demo.token })).statusCode, 201);
  server.clock.advance(1000);
  assert.equal((await agent.call('POST', `${INBOX}/${second}/replies`, { text: 'Answered' })).statusCode, 201);
  server.clock.advance(1000);
  assert.equal((await agent.call('POST', `${INBOX}/${third}/close`, {})).statusCode, 200);

  assert.deepEqual((await inbox(agent)).data.map((r) => [r.id, r.status]), [
    [third, 'closed'],
    [second, 'answered'],
    [first, 'open'],
    [chatId, 'open'],
  ]);
  assert.deepEqual((await inbox(agent, '?status=open')).data.map((r) => r.id), [first, chatId]);
  assert.deepEqual((await inbox(agent, '?status=answered')).data.map((r) => r.id), [second]);
  assert.deepEqual((await inbox(agent, '?status=closed')).data.map((r) => r.id), [third]);
  assert.deepEqual((await inbox(agent, '?kind=chat')).data.map((r) => [r.id, r.kind, r.category]), [[chatId, 'chat', 'manager']]);
  assert.deepEqual((await inbox(agent, '?kind=ticket&status=open')).data.map((r) => r.id), [first]);

  const one = await inbox(agent, '?limit=3');
  assert.deepEqual(one.data.map((r) => r.id), [third, second, first]);
  assert.ok(one.meta.next);
  const two = await inbox(agent, `?limit=3&before=${one.meta.next}`);
  assert.deepEqual([two.data.map((r) => r.id), two.meta.next], [[chatId], null]);
  const exact = await inbox(agent, '?limit=4');
  assert.equal(exact.meta.next, null, 'no next page when the rows end with the page');

  for (const bad of ['?status=pending', '?kind=mail', '?assigned=them', '?limit=0', '?limit=101', '?before=12', '?page=2']) {
    expectError(await agent.call('GET', `${INBOX}${bad}`), 400, 'invalid_query');
  }
});

test('the canned auto-responder: answers with the demo switch; silent without it and in production', async (t) => {
  for (const [label, options] of [
    ['demo switch on', {}],
    ['demo switch off', { testApi: false }],
    ['production', { production: true, withDemoPlayers: true, testApi: false }],
  ] as const) {
    await t.test(label, async (tt) => {
      const server = await startStaff(tt, options);
      const demo = await player(server, DEMO.demo.email);
      const id = await demo.write('Anyone there?');
      server.clock.advance(AGENT_DELAY_MS + 1000);
      const authors = (await demo.ticket(id)).messages.map((m) => m.author);
      assert.deepEqual(authors, label === 'demo switch on' ? ['player', 'agent'] : ['player']);
      assert.equal(await demo.unread(), 0);
    });
  }
});
