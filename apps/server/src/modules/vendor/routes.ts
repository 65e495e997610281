import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeRedirectTarget } from '@member-app/contract/rules/redirects';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { AppError } from '../../lib/errors';
import { memberWalletId } from '../../domain/demo-vendor';
import { ok } from '../../lib/envelope';
import { notLoggedIn } from '../session/service';
import { isInstantGame, lotteryGame, MAX_LINES, MAX_STAKE, MIN_STAKE } from './games';
import { signLaunchTicket, type VendorLaunch } from '../../domain/launch-ticket';
import { launchTicketSecret, verifyVendorTicket } from './launch-ticket';
import { bettingPage, dicePage, errorPage, lobbyPage, slotsPage, type PageContext } from './pages';
import { createVendorService, newTrialWalletId, VENDOR_ERRORS, type WalletOwner } from './service';
import {
  createVendorSession,
  playerOf,
  setVendorCookie,
  vendorSessionOf,
  type VendorSession,
} from './session';

const assetsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../assets/demo/vendor',
);

/** Asset URL with a content hash, so that a changed script is never served from a stale cache. */
function assetVersions() {
  const versions = new Map<string, string>();
  for (const file of readdirSync(assetsDir)) {
    versions.set(
      file,
      createHash('sha256')
        .update(readFileSync(path.join(assetsDir, file)))
        .digest('hex')
        .slice(0, 10),
    );
  }
  return (file: string) => `/static/demo/vendor/${file}?v=${versions.get(file) ?? '0'}`;
}

const cents = (amount: number) => Math.round(amount * 100);
const stakeSchema = z.number().positive().max(1_000_000).multipleOf(0.01);
const betLineSchema = z.object({
  betType: z.enum(['digit', 'big', 'small', 'odd', 'even', 'pick6']),
  selection: z.array(z.number().int().min(0).max(99)).max(6).default([]),
  stake: stakeSchema,
});
const placeBetSchema = z.object({
  gameCode: z.string().min(1).max(16),
  drawNo: z.string().max(32).optional(),
  lines: z.array(betLineSchema).min(1).max(MAX_LINES),
});
const diceSchema = z.object({ pick: z.enum(['big', 'small', 'seven']), stake: stakeSchema });
const slotsSchema = z.object({ stake: stakeSchema });
const ordersQuerySchema = z.object({
  gameCode: z.string().max(16).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
const cancelSchema = z.object({ subOrderNo: z.string().min(1).max(64) });

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
const ordersValueSchema = z.object({
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
const cancelValueSchema = z.object({
  subOrderNo: z.string(),
  status: z.literal('cancelled'),
  refund: z.number(),
  balance: z.number(),
});
const lobbyValueSchema = z.object({
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

/**
 * The built-in demo game vendor (ARCHITECTURE "a demo game vendor that serves a playable
 * lottery page and the mini-game scripts"): launch-ticket redemption, the lottery lobby and betting
 * pages, the Lucky Dice instant game, the Fortune Slots slot game, the vendor API, §7 /lgw/orders and
 * /lgw/orders/suborders/cancel, and the §7 mini-game scripts.
 *
 * Who plays (documented decision for §7 "no-auth or cacheable" /lgw paths): the client attaches no
 * app login requirement to them, so the server identifies the player by, in order, the vendor
 * session (HttpOnly SameSite=Strict cookie set at ticket redemption, or the X-Vendor-Session header),
 * else an app session token in Authorization (the mini-game and the app itself). Without either the
 * answer is 401 customer.not.login in the envelope. Answers are per player: `Cache-Control: private,
 * no-cache` (a client may keep them, but revalidates). Writes take JSON bodies only (a cross-site
 * form cannot send one) and the cookie is SameSite=Strict, so no cross-site request can bet.
 */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVendorService(app.db, () => app.now());
  const asset = assetVersions();
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const tags = ['vendor'];

  const requirePlayer = async (request: FastifyRequest): Promise<WalletOwner> => {
    const player = await playerOf(app, request);
    if (!player) throw notLoggedIn();
    await service.ensureWallet(player);
    return player;
  };

  const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);

  const expired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      errorPage('Session expired', 'Please go back and open the game again.', asset),
      401,
    );

  /** The page a launch opens: the instant game, or the lottery in the §3 lottoView (lobby or betting). */
  const gamePath = (launch: VendorLaunch) =>
    launch.gameCode === 'SLOT'
      ? '/vendor/demo/slots'
      : isInstantGame(launch.gameCode)
        ? '/vendor/demo/dice'
        : launch.lottoView === 'betting' && lotteryGame(launch.gameCode)
          ? `/vendor/demo/lottery?view=betting&game=${launch.gameCode}`
          : '/vendor/demo/lottery?view=lobby';

  /** `engine`: the page's game; the launch's title names only that game (not the other tabs). */
  const pageContext = async (session: VendorSession, engine?: string): Promise<PageContext> => ({
    userName: session.userName,
    trial: session.trial,
    balance: await service.balanceOf(session.walletId),
    backUrl: session.backUrl,
    language: session.language,
    title: engine && session.gameCode === engine ? session.title : undefined,
    asset,
  });

  // Redeems a launch ticket: verifies it, opens the vendor session and goes to the game page, so the
  // ticket leaves the address bar at once (and never reaches a Referer).
  app.get(
    '/vendor/demo/play',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Opens a game from a launch ticket (the gameUrl of a game launch, §3)',
        querystring: z.object({ ticket: z.string().min(1).max(4096) }).passthrough(),
      },
    },
    async (request, reply) => {
      const launch = await verifyVendorTicket(app, request.query.ticket);
      // One redemption per ticket; a reload of the same address keeps the session it opened.
      const firstUse =
        launch &&
        (await app.cache.setIfAbsent(
          `vendor:ticket:${createHash('sha256').update(request.query.ticket).digest('base64url')}`,
          '1',
          600,
        ));
      if (launch && !firstUse) {
        const existing = await vendorSessionOf(app, request);
        if (
          existing &&
          existing.merchantCode === launch.merchantCode &&
          existing.memberId === (launch.trial ? null : launch.memberId) &&
          !existing.trial === !launch.trial
        )
          return reply.header('cache-control', 'no-store').redirect(gamePath(launch), 303);
      }
      if (!launch || !firstUse) {
        return sendHtml(
          reply,
          errorPage(
            'Link expired',
            'This game link is invalid or has expired. Please go back and open the game again.',
            asset,
          ),
          401,
        );
      }
      const memberId = launch.trial ? null : launch.memberId;
      const session: VendorSession = {
        walletId:
          memberId === null ? newTrialWalletId() : memberWalletId(launch.merchantCode, memberId),
        merchantCode: launch.merchantCode,
        memberId,
        userName: launch.userName,
        trial: memberId === null,
        gameCode: launch.gameCode,
        backUrl: safeRedirectTarget(launch.backUrl),
        language: launch.language,
        ...(launch.title ? { title: launch.title } : {}),
      };
      await service.ensureWallet(session);
      setVendorCookie(reply, await createVendorSession(app, session));
      const target = gamePath(launch);
      return reply
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .redirect(target, 303);
    },
  );

  // The vendor's own launch API (what an operator's launch call asks a vendor for): signs a launch
  // ticket for the app's member (Authorization) or, without one, a guest trial, and answers the
  // game URL. backUrl is validated here: only a path of this app (the contract's redirect policy).
  app.post(
    '/vendor/demo/api/launch',
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags,
        summary: 'Launches a demo game: answers gameUrl with a two-minute launch ticket',
        body: z.object({
          gameCode: z.string().min(1).max(16),
          lottoView: z.enum(['lobby', 'betting']).optional(),
          backUrl: z
            .string()
            .refine((v) => safeRedirectTarget(v) === v, 'a path of this app')
            .optional(),
          language: z.string().max(8).default('EN'),
          trial: z.boolean().default(false),
        }),
        response: { 200: envelope(z.object({ gameUrl: z.string() })), ...responses },
      },
    },
    async (request) => {
      const { gameCode, lottoView, backUrl, language, trial } = request.body;
      if (!lotteryGame(gameCode) && !isInstantGame(gameCode))
        throw new AppError(400, VENDOR_ERRORS.GAME_UNKNOWN, `Unknown game ${gameCode}`);
      const { merchant } = await request.merchantContext();
      const member = request.member;
      const ticket = signLaunchTicket(
        {
          merchantCode: merchant.code,
          memberId: member && !trial ? member.id : null,
          userName: member?.userName ?? 'Guest',
          vendorCode: 'DEMO',
          gameCode,
          lottoView: lottoView ?? null,
          backUrl: backUrl ?? null,
          language,
          trial: trial || !member,
        },
        await launchTicketSecret(app),
        app.now(),
      );
      return ok({
        gameUrl: `${request.protocol}://${request.host}/vendor/demo/play?ticket=${encodeURIComponent(ticket)}`,
      });
    },
  );

  app.get(
    '/vendor/demo/lottery',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Lottery lobby (draws with countdowns) or betting view of one game',
        querystring: z.object({
          view: z.enum(['lobby', 'betting']).default('lobby'),
          game: z.string().max(16).optional(),
        }),
      },
    },
    async (request, reply) => {
      const session = await vendorSessionOf(app, request);
      if (!session) return expired(reply);
      const data = await service.lobby(session.walletId);
      const ctx = await pageContext(session);
      const game = request.query.game ? lotteryGame(request.query.game) : null;
      if (request.query.view === 'betting' && game) {
        const lobbyGame = data.games.find((g) => g.code === game.code)!;
        return sendHtml(reply, bettingPage(ctx, data.serverTime, game, lobbyGame));
      }
      return sendHtml(reply, lobbyPage(ctx, data.serverTime, data.games));
    },
  );

  app.get(
    '/vendor/demo/dice',
    { config: { public: true }, schema: { tags, summary: 'Lucky Dice, an instant game' } },
    async (request, reply) => {
      const session = await vendorSessionOf(app, request);
      if (!session) return expired(reply);
      return sendHtml(reply, dicePage(await pageContext(session, 'DICE')));
    },
  );

  app.get(
    '/vendor/demo/slots',
    {
      config: { public: true },
      schema: { tags, summary: 'Fortune Slots, a three-reel slot game' },
    },
    async (request, reply) => {
      const session = await vendorSessionOf(app, request);
      if (!session) return expired(reply);
      return sendHtml(reply, slotsPage(await pageContext(session, 'SLOT')));
    },
  );

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
      if (player) await service.ensureWallet(player);
      reply.header('cache-control', 'private, no-cache');
      return ok(await service.lobby(player?.walletId ?? null));
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
      const player = await requirePlayer(request);
      const { gameCode, drawNo, lines } = request.body;
      return ok(
        await service.placeBet(
          player,
          gameCode,
          lines.map((l) => ({ betType: l.betType, selection: l.selection, stake: cents(l.stake) })),
          drawNo,
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
      const player = await requirePlayer(request);
      const stake = cents(request.body.stake);
      if (stake < 100 || stake > 500_000)
        throw new AppError(400, VENDOR_ERRORS.BET_INVALID, 'Stake must be between 1 and 5000');
      return ok(await service.playDice(player, request.body.pick, stake));
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
      const player = await requirePlayer(request);
      const stake = cents(request.body.stake);
      if (stake < MIN_STAKE || stake > MAX_STAKE)
        throw new AppError(400, VENDOR_ERRORS.BET_INVALID, 'Stake must be between 1 and 5000');
      return ok(await service.playSlots(player, stake));
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
  app.get('/lgw/orders', ordersRoute, async (request, reply) => {
    const player = await requirePlayer(request);
    reply.header('cache-control', 'private, no-cache');
    return ok(await service.orders(player.walletId, request.query));
  });

  app.post(
    '/lgw/orders/suborders/cancel',
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
      const player = await requirePlayer(request);
      return ok(await service.cancelSubOrder(player.walletId, request.body.subOrderNo));
    },
  );

  // §7 GET /mini-game/{v1 or s1}/minigame.js: one script; it reads its variant from its own URL.
  const miniGameScript = readFileSync(path.join(assetsDir, 'minigame.js'), 'utf8');
  for (const variant of ['v1', 's1'] as const) {
    app.get(
      `/mini-game/${variant}/minigame.js`,
      { config: { public: true }, schema: { tags, summary: `§7 mini-game script ${variant}` } },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(miniGameScript),
    );
  }
};
