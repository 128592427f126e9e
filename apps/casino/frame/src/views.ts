/**
 * The round `view` of each engine, checked against its schema from the frame protocol before a game
 * draws it: a view that does not fit is never drawn (the shell shows a safe error instead).
 */
import * as v from 'valibot';
import { CardsViewSchema, CrashViewSchema, KenoViewSchema, SlotViewSchema, WheelViewSchema } from '../../src/contracts/frame-protocol';

export type SlotView = v.InferOutput<typeof SlotViewSchema>;
export type CrashView = v.InferOutput<typeof CrashViewSchema>;
export type WheelView = v.InferOutput<typeof WheelViewSchema>;
export type KenoView = v.InferOutput<typeof KenoViewSchema>;
export type CardsView = v.InferOutput<typeof CardsViewSchema>;

/** The schema of each engine's view. */
export const VIEW_SCHEMAS = {
  slot: SlotViewSchema,
  crash: CrashViewSchema,
  wheel: WheelViewSchema,
  keno: KenoViewSchema,
  cards: CardsViewSchema,
} as const;

/** The view if it fits the schema, else null. */
export function checkView<V>(schema: v.GenericSchema<unknown, V>, view: unknown): V | null {
  const parsed = v.safeParse(schema, view);
  return parsed.success ? parsed.output : null;
}
