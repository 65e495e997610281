import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { MAX_LINES } from './games';

/** Request and answer schemas of the demo vendor's JSON API and the §7 /lgw order calls. */
const stakeSchema = z.number().positive().max(1_000_000).multipleOf(0.01);
const betLineSchema = z.object({
  betType: z.enum(['digit', 'big', 'small', 'odd', 'even', 'pick6']),
  selection: z.array(z.number().int().min(0).max(99)).max(6).default([]),
  stake: stakeSchema,
});
export const placeBetSchema = z.object({
  gameCode: text(16).min(1),
  drawNo: text(32).optional(),
  lines: z.array(betLineSchema).min(1).max(MAX_LINES),
});
export const diceSchema = z.object({ pick: z.enum(['big', 'small', 'seven']), stake: stakeSchema });
export const slotsSchema = z.object({ stake: stakeSchema });
export const ordersQuerySchema = z.object({
  gameCode: text(16).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const cancelSchema = z.object({ subOrderNo: text(64).min(1) });

const subOrderSchema = z.object({
  subOrderNo: z.string(),
  betType: z.string(),
  selection: z.array(z.number()),
  stake: z.number(),
  odds: z.number(),
  status: z.enum(['pending', 'won', 'lost', 'cancelled']),
  payout: z.number(),
  cancellable: z.boolean(),
});
export const ordersValueSchema = z.object({
  page: z.number(),
  size: z.number(),
  balance: z.number(),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      gameCode: z.string(),
      gameName: z.string(),
      drawNo: z.string(),
      drawTime: z.number(),
      result: z.array(z.number()).nullable(),
      createdAt: z.number(),
      totalStake: z.number(),
      subOrders: z.array(subOrderSchema),
    }),
  ),
});
export const cancelValueSchema = z.object({
  subOrderNo: z.string(),
  status: z.literal('cancelled'),
  refund: z.number(),
  balance: z.number(),
});
export const lobbyValueSchema = z.object({
  serverTime: z.number(),
  balance: z.number().nullable(),
  games: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      nameCn: z.string(),
      periodMinutes: z.number(),
      lockSeconds: z.number(),
      drawNo: z.string(),
      closesAt: z.number(),
      results: z.array(z.object({ drawNo: z.string(), result: z.array(z.number()) })),
    }),
  ),
});
