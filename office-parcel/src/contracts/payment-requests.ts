/**
 * Payment requests (`payment/requests`, `payment/create-request/...`, docs/api.md "Payments"): the
 * seeded topics and sub-topics (titles in ru and en), the player's requests with their status and the
 * reply, and a new request under an Idempotency-Key (about one of the player's payments when the topic
 * asks for one).
 */
import * as v from 'valibot';

export const PaymentRequestPaths = { topics: 'payments/requests/topics', list: 'payments/requests', create: 'payments/requests' } as const;

export const REQUEST_TEXT_MIN = 10;
export const REQUEST_TEXT_MAX = 2000;

export const PaymentRequestErrorCodes = {
  unknownTopic: 'unknown_topic',
  unknownSubTopic: 'unknown_sub_topic',
  transactionRequired: 'transaction_required',
  unknownTransaction: 'unknown_transaction',
} as const;

const TitleSchema = v.object({ ru: v.string(), en: v.string() });
export const SubTopicSchema = v.object({ id: v.number(), title: TitleSchema });
export const TopicSchema = v.object({
  id: v.number(),
  title: TitleSchema,
  /** The request is about one of the player's payments (the transactions step). */
  needsTransaction: v.boolean(),
  subTopics: v.array(SubTopicSchema),
});
export type PaymentTopic = v.InferOutput<typeof TopicSchema>;
export const TopicsResponseSchema = v.object({ data: v.array(TopicSchema) });

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
export const CreatePaymentRequestSchema = v.strictObject({
  topicId: Id,
  subTopicId: v.optional(Id),
  paymentId: v.optional(Id),
  text: v.pipe(v.string(), v.trim(), v.minLength(REQUEST_TEXT_MIN), v.maxLength(REQUEST_TEXT_MAX)),
});
export type CreatePaymentRequest = v.InferOutput<typeof CreatePaymentRequestSchema>;

export const PaymentRequestSchema = v.object({
  id: v.number(),
  topicId: v.number(),
  subTopicId: v.nullable(v.number()),
  paymentId: v.nullable(v.number()),
  text: v.string(),
  status: v.picklist(['open', 'answered', 'closed']),
  reply: v.nullable(v.string()),
  createdAt: v.string(),
  repliedAt: v.nullable(v.string()),
});
export type PaymentRequest = v.InferOutput<typeof PaymentRequestSchema>;
export const PaymentRequestsResponseSchema = v.object({ data: v.array(PaymentRequestSchema) });
export const PaymentRequestResponseSchema = v.object({ data: PaymentRequestSchema });
