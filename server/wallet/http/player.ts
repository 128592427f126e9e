/** The signed-in player the identity guards put on the request (`app.identityGuards`), for the wallet's routes. */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

/** The player's user id; only behind a player guard (else 401). */
export function playerIdOf(request: FastifyRequest): number {
  const player = request.player;
  if (!player) throw new HttpError(401, 'unauthorized', 'Sign in first');
  return player.user.id;
}
