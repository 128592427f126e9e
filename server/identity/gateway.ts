/**
 * The message gateway codes leave through. The reference server has no SMS or mail provider: its demo
 * gateway writes each message to the `message_outbox` table (read only by the test API) and logs that
 * a code went out, with the recipient masked. Only with the demo switch on (a loopback development
 * server) does the log line carry the code itself; otherwise a code never reaches a log.
 */
import type { FastifyRequest } from 'fastify';
import type { OutboxStore } from './store/outbox';
import type { PendingPurpose } from './store/pending-steps';

export interface CodeMessage {
  channel: 'sms' | 'email';
  /** `+79001234567` or an e-mail address. */
  to: string;
  purpose: PendingPurpose;
  code: string;
  stepId: string;
  createdAt: number;
  expiresAt: number;
}

export interface Gateway {
  send(request: FastifyRequest, message: CodeMessage): void;
}

/** `+7900*****67`, `de**@kickoff.test`: enough to follow a log, not enough to read a contact. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to.slice(0, Math.min(2, at))}**${to.slice(at)}`;
  return to.length > 6 ? `${to.slice(0, 5)}${'*'.repeat(to.length - 7)}${to.slice(-2)}` : '***';
}

const LABELS: Readonly<Record<PendingPurpose, string>> = {
  sms: 'SMS code',
  two_step: 'Two-step code',
  social_two_step: 'Two-step code',
  password_reset: 'Password reset code',
  reset_token: 'Reset token',
  login_token: 'Login token',
  two_step_off: 'Two-step switch-off code',
  phone_bind: 'Phone binding code',
};

export function createDemoGateway(outbox: OutboxStore, opts: { logCodes: boolean }): Gateway {
  return {
    send(request, message) {
      outbox.insert({
        step_id: message.stepId,
        channel: message.channel,
        recipient: message.to,
        purpose: message.purpose,
        code: message.code,
        created_at: message.createdAt,
        expires_at: message.expiresAt,
      });
      const facts = { channel: message.channel, to: maskRecipient(message.to), purpose: message.purpose };
      if (opts.logCodes) request.log.info(facts, `${LABELS[message.purpose]} for ${message.to}: ${message.code} (demo switch on)`);
      else request.log.info(facts, `${LABELS[message.purpose]} sent`);
    },
  };
}
