/** The first view's data block (issue 25): its id and schema, shared by the server that writes it and the browser that reads it. */
import * as v from 'valibot';
import { GamesResponseSchema } from '../schemas/feed';

export const FIRST_VIEW_BLOCK_ID = 'kickoff-first-view';

export const FirstViewDataSchema = v.object({
  /** The import-map name of the application that drew it. */
  app: v.string(),
  /** The route it was drawn for. */
  route: v.string(),
  lang: v.string(),
  feeds: v.record(v.string(), GamesResponseSchema),
  /** Other replies by request key (`useRequest`): each checked by its own schema where it is used. */
  requests: v.record(v.string(), v.unknown()),
  /** Named lazy code the view was drawn with (`lazyComponent` names): the browser loads it before hydrating. */
  code: v.optional(v.array(v.string()), []),
});
export type FirstViewData = v.InferOutput<typeof FirstViewDataSchema>;

/** A server view's answer as the server checks it before it goes into a page (platform/src/first-view/server-view.ts). */
export const ServerViewReplySchema = v.object({
  html: v.string(),
  data: FirstViewDataSchema,
  styles: v.array(v.object({ id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), css: v.string() })),
});
