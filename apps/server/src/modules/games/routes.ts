import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_PATHS } from '@member-app/contract/routes';
import { z } from 'zod';
import { DEFAULT_LOTTERY_LANGUAGE } from '@member-app/contract/constants';
import { ERROR_CODES } from '@member-app/contract/errors';
import {
  GAME_ERROR_CODES,
  GAME_PATHS,
  LAUNCH_DEVICE,
  SEA_LOTTO_MODE,
} from '@member-app/contract/rules/games';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  gameLanesInputSchema,
  gameLanesSchema,
  gameLaunchSchema,
  gameListSchema,
  gameUrlSchema,
  gameVendorsInputSchema,
  gameVendorsSchema,
  lottoLaunchSchema,
  mobileGamesQuerySchema,
  popularGamesQuerySchema,
  popularGamesSchema,
  trialLaunchSchema,
} from '@member-app/contract/schemas/games';
import type { App } from '../../lib/app-instance';
import { isChinese } from '../../lib/request-language';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { relayRoute } from '../../lib/relay';
import type { GameLaunchRequest } from '../../providers/games/game-vendor-provider';
import {
  acceptsLottoMode,
  categoriesAnswer,
  findGame,
  lanesAnswer,
  launchLanguage,
  launchWaitMs,
  lottoViewFor,
  popularAnswer,
  searchGames,
  vendorLotteries,
  type Catalogue,
  type CatalogueGame,
} from './catalogue';
import { launchWithin } from './launch';

/** §7 default backUrl of a launch: the game area. */
const DEFAULT_BACK_URL = APP_PATHS.game;
/** Language of a non-lottery launch without a usable Language header. */
const DEFAULT_GAME_LANGUAGE = 'EN';
/** §7 "cacheable" catalogue answers: shared caches may keep them for a minute. */
const PUBLIC_CACHE = 'public, max-age=60';

const headerLanguage = (request: FastifyRequest) => {
  const value = request.headers.language;
  return Array.isArray(value) ? value[0] : value;
};

/** Query strings carry text: the GET of the §3 relay variant coerces its boolean and number. */
const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
const lottoLaunchQuerySchema = lottoLaunchSchema.extend({
  hasLobby: queryBoolean.optional(),
  timeout: z.coerce.number().int().min(1000).max(60_000).optional(),
});

/**
 * An unnamed copy of the trial input for the GET: OpenAPI lists query parameters inline and cannot
 * point them at a named component (the contract names TrialLaunch).
 */
const trialLaunchQuerySchema = trialLaunchSchema.extend({});

const unknownGame = (code: string) =>
  new AppError(400, GAME_ERROR_CODES.UNKNOWN_GAME, `No game ${code} in this catalogue`);

/** Games of a vendor under maintenance stay listed but do not start. */
function assertPlayable(game: CatalogueGame) {
  if (game.vendorRow.maintenance)
    throw new AppError(
      503,
      GAME_ERROR_CODES.VENDOR_MAINTENANCE,
      `${game.vendorRow.name} is under maintenance. Please try again later.`,
    );
}

/**
 * The game catalogue (SPEC §2, §3, §7, §9): the merchant's catalogue (vendors, lanes, the
 * no-auth and cacheable /lgw/games lists) and every launch (member, lottery relay variant, guest
 * trial), answered by the game vendor provider (app.games.vendor, the demo vendor by default).
 */
export const gameRoutes = async (app: App) => {
  const tags = ['games'];
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };
  const catalogueOf = async (request: FastifyRequest) => {
    const { merchant } = await request.merchantContext();
    return { merchant, catalogue: await app.games.catalogue.catalogue(merchant.code) };
  };
  const publicCache = (reply: FastifyReply) =>
    reply.header('cache-control', PUBLIC_CACHE).header('vary', 'Language, Merchant');

  type LaunchFields = Omit<
    GameLaunchRequest,
    'merchantCode' | 'member' | 'game' | 'origin' | 'device' | 'vendorLotteries'
  > & {
    device?: string;
  };
  /** Starts `game` of `catalogue` through the vendor provider, waiting at most `waitMs`. */
  const launch = async (
    request: FastifyRequest,
    merchantCode: string,
    catalogue: Catalogue,
    game: CatalogueGame,
    fields: LaunchFields,
    waitMs: number,
  ) => {
    assertPlayable(game);
    const member = request.member;
    const launched = await launchWithin(
      app.games.vendor,
      {
        merchantCode,
        member: member ? { id: member.id, userName: member.userName, type: member.type } : null,
        game: {
          gameCode: game.gameCode,
          vendor: game.vendor,
          name: game.name,
          providerGame: game.providerGame,
          lottery: game.lottery,
        },
        vendorLotteries: vendorLotteries(catalogue, game),
        origin: `${request.protocol}://${request.host}`,
        device: LAUNCH_DEVICE,
        ...fields,
      },
      waitMs,
      request.log,
    );
    // A member's launch counts towards game missions (a guest's trial does not); a failed count
    // never fails the launch.
    if (member) {
      const merchant = await app.merchants.findByCode(merchantCode);
      await app.loyalty
        .record(
          { id: member.id, merchantCode, timeZone: merchant?.settings.timeZone ?? 'UTC' },
          'GAME_LAUNCH',
        )
        .catch((error: unknown) => request.log.warn({ err: error }, 'game launch not counted'));
    }
    return launched;
  };

  // ----- the catalogue -----

  relayRoute(app, 'GCSGAME_newGameVendor', {
    input: gameVendorsInputSchema,
    value: gameVendorsSchema,
    auth: 'none',
    tags,
    summary: '§7 game categories in ordinal order (100, 200, … §9), each with its vendors',
    description:
      'Vendor ids RNG and PVP are answered as TCG, once (§9). Chinese names with Language CN or TW.',
    handler: async (request) => {
      const { catalogue } = await catalogueOf(request);
      return categoriesAnswer(catalogue, isChinese(request));
    },
  });

  relayRoute(app, 'GCSGAME_getGameMatchV2', {
    input: gameLanesInputSchema,
    value: gameLanesSchema,
    auth: 'none',
    tags,
    summary:
      '§3 game lanes: one per category with games, in ordinal order ("Game lanes return data.lanes", §7)',
    description:
      'Each lane: title, cards [accountTypeName (vendor), displayName, game], gameClassify (vendors), gameCount.',
    handler: async (request, input) => {
      const { catalogue } = await catalogueOf(request);
      return lanesAnswer(catalogue, input.size, isChinese(request));
    },
  });

  app.get(
    GAME_PATHS.mobile,
    {
      config: { public: true },
      schema: {
        tags,
        summary: '§7 the game catalogue, filtered and paged (no auth, cacheable)',
        description:
          'category, vendor (RNG and PVP find TCG), q (game and vendor names, English and Chinese), page, size.',
        querystring: mobileGamesQuerySchema,
        response: { 200: envelope(gameListSchema), ...responses },
      },
    },
    async (request, reply) => {
      const { catalogue } = await catalogueOf(request);
      publicCache(reply);
      return ok(searchGames(catalogue, request.query, isChinese(request)));
    },
  );

  app.get(
    GAME_PATHS.popular,
    {
      config: { public: true },
      schema: {
        tags,
        summary: '§7 popular games: hot games first (no auth, cacheable)',
        querystring: popularGamesQuerySchema,
        response: { 200: envelope(popularGamesSchema), ...responses },
      },
    },
    async (request, reply) => {
      const { catalogue } = await catalogueOf(request);
      publicCache(reply);
      return ok(popularAnswer(catalogue, request.query.size, isChinese(request)));
    },
  );

  // ----- launches -----

  app.post(
    GAME_PATHS.launch,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: '§3 game launch: answers value.gameUrl (needs authorization, §6)',
        description: `Errors: ${GAME_ERROR_CODES.UNKNOWN_GAME} (400), ${GAME_ERROR_CODES.VENDOR_MAINTENANCE} (503), ${GAME_ERROR_CODES.LAUNCH_TIMEOUT} (504, §9 10000 ms), ${GAME_ERROR_CODES.LAUNCH_FAILED} (502), customer.not.login (401). backUrl: a path of this site (default /m/game).`,
        body: gameLaunchSchema,
        response: { 200: envelope(gameUrlSchema), ...responses },
      },
    },
    async (request) => {
      const input = request.body;
      const { merchant, catalogue } = await catalogueOf(request);
      const game = findGame(catalogue, input.gameCode, { vendor: input.vendor });
      if (!game) throw unknownGame(input.gameCode);
      const value = await launch(
        request,
        merchant.code,
        catalogue,
        game,
        {
          lottoView: game.lottery ? lottoViewFor(game, 'lobby', input.hasLobby) : null,
          backUrl: input.backUrl ?? DEFAULT_BACK_URL,
          language: launchLanguage(
            headerLanguage(request),
            game.lottery ? DEFAULT_LOTTERY_LANGUAGE : DEFAULT_GAME_LANGUAGE,
          ),
          trial: false,
          hasLobby: input.hasLobby ?? game.hasLobby,
          prizeMode: input.prizeMode ?? game.prizeMode,
          playType: input.playType ?? game.playType,
          labelName: input.labelName ?? null,
          lottoArea: null,
          lottoMode: null,
          nodeId: null,
          title: null,
        },
        app.games.launchTimeoutMs,
      );
      return ok(value);
    },
  );

  relayRoute(app, 'GCS_launchLotto', {
    input: lottoLaunchSchema,
    query: lottoLaunchQuerySchema,
    value: gameUrlSchema,
    auth: 'required',
    tags,
    summary:
      '§3 game launch, relay variant for lotteries (launchMode LOTT; lottoMode SEA_Tradition_Mobile)',
    description: `lottoGameCode among the merchant's lotteries; lottoView lobby or betting (a lottery without a lobby opens on betting); language default ${DEFAULT_LOTTERY_LANGUAGE} (§9); lottoMode ${SEA_LOTTO_MODE} only for TCG_SEA or SEA-flagged lotteries; timeout lowers the wait, never above 10000 ms. Errors as ${GAME_PATHS.launch}.`,
    handler: async (request, input) => {
      const { merchant, catalogue } = await catalogueOf(request);
      const game = findGame(catalogue, input.lottoGameCode, { lottery: true });
      if (!game) throw unknownGame(input.lottoGameCode);
      if (!acceptsLottoMode(game, input.lottoMode))
        throw new AppError(
          400,
          ERROR_CODES.VALIDATION,
          `${game.name} has no ${SEA_LOTTO_MODE} mode`,
        );
      return launch(
        request,
        merchant.code,
        catalogue,
        game,
        {
          lottoView: lottoViewFor(game, input.lottoView, input.hasLobby),
          backUrl: input.backUrl ?? DEFAULT_BACK_URL,
          language: launchLanguage(input.language, DEFAULT_LOTTERY_LANGUAGE),
          trial: false,
          hasLobby: input.hasLobby ?? game.hasLobby,
          prizeMode: input.lottoPrizeMode ?? game.prizeMode,
          playType: game.playType,
          labelName: input.labelName ?? null,
          lottoArea: input.lottoArea ?? null,
          lottoMode: input.lottoMode ?? null,
          nodeId: null,
          title: input.title ?? null,
          device: input.device,
        },
        launchWaitMs(app.games.launchTimeoutMs, input.timeout),
      );
    },
  });

  relayRoute(app, 'GCS_gameTrialLaunch', {
    input: trialLaunchSchema,
    query: trialLaunchQuerySchema,
    value: gameUrlSchema,
    auth: 'optional',
    tags,
    summary: '§7 trial launch (gameId, nodeId, platform html5; POST and the synchronous GET)',
    description: `Guests welcome. Trial play money, never a member wallet. Lotteries and games without trial: ${GAME_ERROR_CODES.TRIAL_UNSUPPORTED} (400).`,
    handler: async (request, input) => {
      const { merchant, catalogue } = await catalogueOf(request);
      const game = findGame(catalogue, input.gameId);
      if (!game) throw unknownGame(input.gameId);
      if (game.lottery || !game.trial)
        throw new AppError(
          400,
          GAME_ERROR_CODES.TRIAL_UNSUPPORTED,
          `${game.name} has no trial play`,
        );
      return launch(
        request,
        merchant.code,
        catalogue,
        game,
        {
          lottoView: null,
          backUrl: input.backUrl ?? DEFAULT_BACK_URL,
          language: launchLanguage(headerLanguage(request), DEFAULT_GAME_LANGUAGE),
          trial: true,
          hasLobby: game.hasLobby,
          prizeMode: game.prizeMode,
          playType: game.playType,
          labelName: null,
          lottoArea: null,
          lottoMode: null,
          nodeId: input.nodeId ?? null,
          title: null,
        },
        app.games.launchTimeoutMs,
      );
    },
  });
};
