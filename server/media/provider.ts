/**
 * The video provider port: what the media service asks of whoever streams the games flagged with video.
 * The demo provider (./demo-provider.ts) implements it outside production; a deployment has no provider
 * until an operator plugs a real one in here, and every video call then answers 503
 * `video_provider_unavailable` (README "Going live").
 */
export interface StreamLink {
  /** Where the player's `<video>` loads the stream (a signed, expiring URL). */
  url: string;
  /** When the link stops working, ms since the epoch. */
  expiresAt: number;
}

export interface VideoProvider {
  /** The provider's name in the media reply. */
  readonly name: 'demo';
  /** The stream's media type, for the player's `<video>` (`canPlayType`). */
  readonly type: 'video/webm';
  /** Why the provider cannot stream now (e.g. the demo clip is not built), or null when it can. */
  unavailable(): string | null;
  /** A signed link to the game's stream, valid for STREAM_LINK_TTL_SECONDS. */
  streamLink(gameId: number, nowMs: number): StreamLink;
}
