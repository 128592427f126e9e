/**
 * What identity tells the services after it (`app.identityEvents`): a player registered, a password
 * reset link was issued. Identity does not write mails itself; the preferences service listens and
 * writes the mails with their links (server/preferences/mail.ts). A listener that throws is logged
 * and never fails the identity call.
 */
import type { FastifyRequest } from 'fastify';

export interface RegisteredEvent {
  request: FastifyRequest;
  userId: number;
  email: string | null;
}

export interface ResetLinkEvent {
  request: FastifyRequest;
  userId: number;
  email: string;
  /** The reset token the link carries (auth/password/save takes it). */
  resetToken: string;
  expiresAt: number;
}

interface Listeners {
  registered: (event: RegisteredEvent) => void;
  resetLink: (event: ResetLinkEvent) => void;
}

export interface IdentityEvents {
  on<K extends keyof Listeners>(name: K, listener: Listeners[K]): void;
  emit<K extends keyof Listeners>(name: K, event: Parameters<Listeners[K]>[0]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Registration and reset-link events of the identity service. */
    identityEvents: IdentityEvents;
  }
}

export function createIdentityEvents(): IdentityEvents {
  const listeners: { [K in keyof Listeners]: Listeners[K][] } = { registered: [], resetLink: [] };
  return {
    on(name, listener) {
      listeners[name].push(listener);
    },
    emit(name, event) {
      for (const listener of listeners[name]) {
        try {
          (listener as (e: typeof event) => void)(event);
        } catch (error) {
          event.request.log.error({ err: error, event: name }, 'identity event listener failed');
        }
      }
    },
  };
}
