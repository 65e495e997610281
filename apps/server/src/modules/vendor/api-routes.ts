import { z } from 'zod';
import { API_PATHS } from '@member-app/contract/routes';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import type { App } from '../../lib/app-instance';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import {
  cancelSchema,
  cancelValueSchema,
  diceSchema,
  lobbyValueSchema,
  ordersQuerySchema,
  ordersValueSchema,
  placeBetSchema,
  slotsSchema,
} from './api-schemas';
import { MAX_STAKE, MIN_STAKE } from './games';
import { VENDOR_ERRORS } from './service';
import { playedGameName, playerOf, requirePlayer } from './session';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The demo vendor's JSON API (lobby, bets, instant games) and §7 /lgw/orders and
 * /lgw/orders/suborders/cancel. Answers are per player: `Cache-Control: private, no-cache`.
 */
export function vendorApiRoutes(app: App) {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const tags = ['vendor'];

  app.get(
    '/vendor/demo/api/lobby',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Draws, countdowns, recent results and the balance',
        response: { 200: envelope(lobbyValueSchema), ...responses },
      },
    },
    async (request, reply) => {
      const player = await playerOf(app, request);
      if (player) await app.demoVendor.ensureWallet(player);
      reply.header('cache-control', 'private, no-cache');
      return ok(await app.demoVendor.lobby(player?.walletId ?? null));
    },
  );

  app.post(
    '/vendor/demo/api/bets',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Places a bet slip on the open draw (debits the balance)',
        description:
          'Errors: vendor.bet.invalid, vendor.game.unknown, vendor.draw.closed, vendor.balance.insufficient, customer.not.login',
        body: placeBetSchema,
        response: {
          200: envelope(
            z.object({
              orderNo: z.string(),
              drawNo: z.string(),
              totalStake: z.number(),
              balance: z.number(),
            }),
          ),
          ...responses,
        },
      },
    },
    async (request) => {
      const player = await requirePlayer(app, request);
      const { gameCode, drawNo, lines } = request.body;
      return ok(
        await app.demoVendor.placeBet(
          player,
          gameCode,
          lines.map((l) => ({ betType: l.betType, selection: l.selection, stake: cents(l.stake) })),
          drawNo,
          playedGameName(player, gameCode),
        ),
      );
    },
  );

  app.post(
    '/vendor/demo/api/dice',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Plays one round of Lucky Dice',
        body: diceSchema,
        response: {
          200: envelope(
            z.object({
              dice: z.tuple([z.number(), z.number()]),
              sum: z.number(),
              pick: z.string(),
              stake: z.number(),
              win: z.boolean(),
              payout: z.number(),
              balance: z.number(),
            }),
          ),
          ...responses,
        },
      },
    },
    async (request) => {
      const player = await requirePlayer(app, request);
      const stake = cents(request.body.stake);
      if (stake < 100 || stake > 500_000)
        throw new AppError(400, VENDOR_ERRORS.BET_INVALID, 'Stake must be between 1 and 5000');
      return ok(await app.demoVendor.playDice(player, request.body.pick, stake));
    },
  );

  app.post(
    '/vendor/demo/api/slots',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Spins Fortune Slots once (debits the stake, credits the win)',
        description: 'Errors: vendor.bet.invalid, vendor.balance.insufficient, customer.not.login',
        body: slotsSchema,
        response: {
          200: envelope(
            z.object({
              reels: z.tuple([z.string(), z.string(), z.string()]),
              line: z.string().nullable(),
              multiplier: z.number(),
              stake: z.number(),
              win: z.boolean(),
              payout: z.number(),
              balance: z.number(),
            }),
          ),
          ...responses,
        },
      },
    },
    async (request) => {
      const player = await requirePlayer(app, request);
      const stake = cents(request.body.stake);
      if (stake < MIN_STAKE || stake > MAX_STAKE)
        throw new AppError(400, VENDOR_ERRORS.BET_INVALID, 'Stake must be between 1 and 5000');
      return ok(await app.demoVendor.playSlots(player, stake));
    },
  );

  const ordersRoute = {
    config: { public: true },
    schema: {
      tags,
      summary:
        "§7 the player's lottery orders with their sub-orders (no app login required; see module doc)",
      querystring: ordersQuerySchema,
      response: { 200: envelope(ordersValueSchema), ...responses },
    },
  } as const;
  app.get(API_PATHS.orders, ordersRoute, async (request, reply) => {
    const player = await requirePlayer(app, request);
    reply.header('cache-control', 'private, no-cache');
    return ok(await app.demoVendor.orders(player.walletId, request.query));
  });

  app.post(
    API_PATHS.cancelSubOrder,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          '§7 cancels an unsettled sub-order of the player while its draw is open and refunds it',
        description:
          "Errors: vendor.suborder.not.found (404, also for other players' lines), vendor.suborder.not.cancellable (409), customer.not.login",
        body: cancelSchema,
        response: { 200: envelope(cancelValueSchema), ...responses },
      },
    },
    async (request) => {
      const player = await requirePlayer(app, request);
      return ok(await app.demoVendor.cancelSubOrder(player.walletId, request.body.subOrderNo));
    },
  );
}
