import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import type { App } from '../../lib/app-instance';
import { miniGameScript } from './assets';
import { lotteryGame } from './games';
import { sendHtml } from './html-reply';
import { bettingPage, dicePage, errorPage, lobbyPage, slotsPage, type PageContext } from './pages';
import { vendorSessionOf, type VendorSession } from './session';

/** The demo vendor's game pages (a vendor session opened by a launch) and the §7 mini-game script. */
export function vendorPageRoutes(app: App, asset: (file: string) => string) {
  const tags = ['vendor'];

  const expired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      errorPage('Session expired', 'Please go back and open the game again.', asset),
      401,
    );

  /** `engine`: the page's game; the launch's title names only that game (not the other tabs). */
  const pageContext = async (session: VendorSession, engine?: string): Promise<PageContext> => ({
    userName: session.userName,
    trial: session.trial,
    balance: await app.demoVendor.balanceOf(session.walletId),
    backUrl: session.backUrl,
    language: session.language,
    title: engine && session.gameCode === engine ? session.title : undefined,
    asset,
  });

  app.get(
    '/vendor/demo/lottery',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Lottery lobby (draws with countdowns) or betting view of one game',
        querystring: z.object({
          view: z.enum(['lobby', 'betting']).default('lobby'),
          game: text(16).optional(),
        }),
      },
    },
    async (request, reply) => {
      const session = await vendorSessionOf(app, request);
      if (!session) return expired(reply);
      const data = await app.demoVendor.lobby(session.walletId);
      const ctx = await pageContext(session);
      // A launch names its vendor's lotteries: only those, under the catalogue's names (a tile
      // opens its own vendor's lobby); without one (the vendor's own launch API), every engine.
      const games = session.lobby
        ? session.lobby.flatMap((entry) => {
            const found = data.games.find((g) => g.code === entry.code);
            return found ? [{ ...found, name: entry.name }] : [];
          })
        : data.games;
      const game = request.query.game ? lotteryGame(request.query.game) : null;
      const lobbyGame = game && games.find((g) => g.code === game.code);
      if (request.query.view === 'betting' && game && lobbyGame)
        return sendHtml(reply, bettingPage(ctx, data.serverTime, game, lobbyGame, games));
      return sendHtml(reply, lobbyPage(ctx, data.serverTime, games));
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

  // §7 GET /mini-game/{v1 or s1}/minigame.js: one script; it reads its variant from its own URL.
  const script = miniGameScript();
  for (const variant of ['v1', 's1'] as const) {
    app.get(
      `/mini-game/${variant}/minigame.js`,
      { config: { public: true }, schema: { tags, summary: `§7 mini-game script ${variant}` } },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send(script),
    );
  }
}
