import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { safeRedirectTarget } from '@member-app/contract/rules/redirects';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import { memberWalletId } from '../../domain/demo-vendor';
import { signLaunchTicket, type VendorLaunch } from '../../domain/launch-ticket';
import type { App } from '../../lib/app-instance';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { isInstantGame, lotteryGame } from './games';
import { sendHtml } from './html-reply';
import { launchTicketSecret, verifyVendorTicket } from './launch-ticket';
import { errorPage } from './pages';
import { newTrialWalletId, VENDOR_ERRORS } from './service';
import {
  createVendorSession,
  setVendorCookie,
  vendorSessionOf,
  type VendorSession,
} from './session';

/** The page a launch opens: the instant game, or the lottery in the §3 lottoView (lobby or betting). */
const gamePath = (launch: VendorLaunch) =>
  launch.gameCode === 'SLOT'
    ? '/vendor/demo/slots'
    : isInstantGame(launch.gameCode)
      ? '/vendor/demo/dice'
      : launch.lottoView === 'betting' && lotteryGame(launch.gameCode)
        ? `/vendor/demo/lottery?view=betting&game=${launch.gameCode}`
        : '/vendor/demo/lottery?view=lobby';

/** The demo vendor's launch: its launch API signs a ticket; the play address redeems it once. */
export function vendorLaunchRoutes(app: App, asset: (file: string) => string) {
  const tags = ['vendor'];

  // Redeems a launch ticket: verifies it, opens the vendor session and goes to the game page, so the
  // ticket leaves the address bar at once (and never reaches a Referer).
  app.get(
    '/vendor/demo/play',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Opens a game from a launch ticket (the gameUrl of a game launch, §3)',
        querystring: z.object({ ticket: text(4096).min(1) }).passthrough(),
      },
    },
    async (request, reply) => {
      const launch = await verifyVendorTicket(app, request.query.ticket);
      // One redemption per ticket (its jti, whatever its spelling); a reload of the same address
      // keeps the session it opened.
      const firstUse =
        launch && (await app.cache.setIfAbsent(`vendor:ticket:${launch.ticketId}`, '1', 600));
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
        ...(launch.lobby ? { lobby: launch.lobby } : {}),
      };
      await app.demoVendor.ensureWallet(session);
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
          gameCode: text(16).min(1),
          lottoView: z.enum(['lobby', 'betting']).optional(),
          backUrl: text()
            .refine((v) => safeRedirectTarget(v) === v, 'a path of this app')
            .optional(),
          language: text(8).default('EN'),
          trial: z.boolean().default(false),
        }),
        response: {
          200: envelope(z.object({ gameUrl: z.string() })),
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (request) => {
      const { gameCode, lottoView, backUrl, language, trial } = request.body;
      if (!lotteryGame(gameCode) && !isInstantGame(gameCode))
        throw new AppError(400, VENDOR_ERRORS.GAME_UNKNOWN, `Unknown game ${gameCode}`);
      const { merchant } = await request.merchantContext();
      const member = request.member;
      const ticket = await signLaunchTicket(
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
}
