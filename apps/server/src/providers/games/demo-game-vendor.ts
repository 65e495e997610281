import { isDemoEngine } from '../../domain/demo-vendor';
import { signLaunchTicket, type LobbyEntry } from '../../domain/launch-ticket';
import type { GameLaunchRequest, GameVendorProvider } from './game-vendor-provider';

export interface DemoGameVendorDeps {
  /** The shared launch-ticket secret (launch-ticket.ts launchTicketSecret). */
  secret: () => Promise<string>;
  now: () => number;
}

/**
 * The lottery lobby of a launch: the catalogue vendor's lotteries that a demo engine plays, in
 * catalogue order, one per engine; the launched game names its own engine.
 */
function lobbyOf(request: GameLaunchRequest): LobbyEntry[] {
  const own = { providerGame: request.game.providerGame, name: request.title ?? request.game.name };
  const entries: LobbyEntry[] = [];
  for (const g of [...request.vendorLotteries, own]) {
    if (!isDemoEngine(g.providerGame) || entries.some((e) => e.code === g.providerGame)) continue;
    entries.push({
      code: g.providerGame,
      name: g.providerGame === own.providerGame ? own.name : g.name,
    });
  }
  return entries;
}

/**
 * The built-in game vendor: the demo vendor served by this same server (modules/vendor). Every
 * catalogue vendor maps onto it; the catalogue's provider game names the engine that plays (L5D,
 * L645, DICE, SLOT). It answers a signed one-use ticket URL on this host, exactly as the vendor's own
 * /vendor/demo/api/launch does: `/vendor/demo/play?ticket=…` opens the game page.
 */
export function createDemoGameVendor(deps: DemoGameVendorDeps): GameVendorProvider {
  return {
    name: 'demo',
    async launch(request, { signal }) {
      const engine = request.game.providerGame;
      if (!isDemoEngine(engine)) throw new Error(`the demo vendor has no game ${engine}`);
      const secret = await deps.secret();
      signal.throwIfAborted();
      const ticket = await signLaunchTicket(
        {
          merchantCode: request.merchantCode,
          memberId: request.member && !request.trial ? request.member.id : null,
          userName: request.member?.userName ?? 'Guest',
          vendorCode: request.game.vendor,
          gameCode: engine,
          lottoView: request.lottoView,
          backUrl: request.backUrl,
          language: request.language,
          trial: request.trial || !request.member,
          title: request.title ?? request.game.name,
          ...(request.game.lottery ? { lobby: lobbyOf(request) } : {}),
        },
        secret,
        deps.now(),
      );
      return { gameUrl: `${request.origin}/vendor/demo/play?ticket=${encodeURIComponent(ticket)}` };
    },
  };
}
