import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GAME_LAUNCH_TIMEOUT_MS } from '@member-app/contract/constants';
import { HOME_LANE_CARDS } from '@member-app/contract/rules/games';
import type { GameListFilter } from '@member-app/contract/rules/game-area';
import type {
  GameLanes,
  GameList,
  GameVendors,
  PopularGames,
} from '@member-app/contract/schemas/games';
import type { CatalogueSnapshot } from '../../domain/game-catalogue';
import { LAUNCH_TICKET_SECRET } from '../../domain/launch-ticket';
import { createDemoGameVendor } from '../../providers/games/demo-game-vendor';
import type { GameVendorProvider } from '../../providers/games/game-vendor-provider';
import {
  buildCatalogue,
  categoriesAnswer,
  lanes,
  lanesAnswer,
  popularAnswer,
  searchGames,
} from './catalogue';
import { createGameCatalogueStore, type GameCatalogueStore } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The merchant's catalogue, the game vendor and how long a launch waits for it. */
    games: {
      catalogue: GameCatalogueStore;
      vendor: GameVendorProvider;
      launchTimeoutMs: number;
      /** Home's lanes with an unsaved catalogue (the console's preview), built apart from players'. */
      draftLanes: (draft: CatalogueSnapshot, chinese: boolean) => GameLanes;
      /** §7 GCSGAME_getGameMatchV2's value, for a page that carries it (home's first data). */
      lanes: (merchantCode: string, size: number, chinese: boolean) => Promise<GameLanes>;
      /** §7 GET /lgw/games/popular's value, for a page that carries it (/m/game's first data). */
      popular: (merchantCode: string, size: number, chinese: boolean) => Promise<PopularGames>;
      /** §7 GCSGAME_newGameVendor's value, for a page that carries it (/m/game's first data). */
      vendors: (merchantCode: string, chinese: boolean) => Promise<GameVendors>;
      /** A page of §7 GET /lgw/games/mobile's value (/m/game's first data: its grid). */
      list: (
        merchantCode: string,
        query: GameListFilter & { page: number; size: number },
        chinese: boolean,
      ) => Promise<GameList>;
    };
  }
}

export interface GamesOptions {
  /** The game vendor launches ask (default: the built-in demo vendor); tests pass slow or failing ones. */
  gameVendor?: GameVendorProvider | undefined;
  /** How long a launch waits for the vendor, at most §9 GAME_LAUNCH_TIMEOUT_MS; tests lower it. */
  gameLaunchTimeoutMs?: number | undefined;
}

export const gamesPlugin = fp<GamesOptions>(
  async (app: FastifyInstance, options) => {
    const catalogue = createGameCatalogueStore(app.db, app.invalidation, {
      otherWriters: app.database.kind === 'postgres',
      now: () => app.now(),
    });
    app.decorate('games', {
      catalogue,
      vendor:
        options.gameVendor ??
        createDemoGameVendor({ secret: app.sharedSecret(LAUNCH_TICKET_SECRET), now: app.now }),
      launchTimeoutMs: Math.min(
        options.gameLaunchTimeoutMs ?? GAME_LAUNCH_TIMEOUT_MS,
        GAME_LAUNCH_TIMEOUT_MS,
      ),
      draftLanes: (draft, chinese) => ({
        data: { lanes: lanes(buildCatalogue(draft), HOME_LANE_CARDS, chinese) },
      }),
      lanes: async (merchantCode, size, chinese) =>
        lanesAnswer(await catalogue.catalogue(merchantCode), size, chinese),
      popular: async (merchantCode, size, chinese) =>
        popularAnswer(await catalogue.catalogue(merchantCode), size, chinese),
      vendors: async (merchantCode, chinese) =>
        categoriesAnswer(await catalogue.catalogue(merchantCode), chinese),
      list: async (merchantCode, query, chinese) =>
        searchGames(await catalogue.catalogue(merchantCode), query, chinese),
    });
  },
  { name: 'games', dependencies: ['database', 'clock', 'invalidation'] },
);
