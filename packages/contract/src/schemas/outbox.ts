import { z } from 'zod';
import { merchantCodeSchema, pageQuerySchema } from './admin';
import { text } from './text';

/**
 * The built-in SMS and email outbox as operators read it (GET /admin/outbox and
 * GET /admin/merchants/{code}/outbox): the messages this build "sent", codes included, newest first.
 */
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** The filters of a merchant's outbox, paged. The recipient is matched exactly. */
export const merchantOutboxQuerySchema = pageQuerySchema.extend({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  recipient: text(254).trim().min(1).optional(),
});
export type MerchantOutboxQuery = z.input<typeof merchantOutboxQuerySchema>;

/** Every merchant the operator may read, or one with `merchantCode`. */
export const outboxQuerySchema = merchantOutboxQuerySchema.extend({
  merchantCode: merchantCodeSchema.optional(),
});

export const outboxItemSchema = z
  .object({
    id: z.number().int(),
    merchantCode: z.string(),
    channel: z.enum(OUTBOX_CHANNELS),
    recipient: z.string(),
    body: z.string(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxItem = z.infer<typeof outboxItemSchema>;
