import { describe, expect, it } from 'vitest';
import type { Game, GameCategory } from '@member-app/contract/schemas/games';
import {
  buildLaunchRequest,
  buildTrialRequest,
  classifyLaunchError,
  decideLaunch,
  gameAreaSearch,
  isInstalledApp,
  isLottery,
  isPlayableUrl,
  launchGameHref,
  orderCategories,
  parseLaunchQuery,
  readGameArea,
  selectedCategory,
  targetFromGame,
  trialBackUrl,
  trialHref,
  type LaunchTarget,
} from './rules';

const game = (over: Partial<Game> = {}): Game => ({
  gameCode: 'DRAGON',
  name: 'Fortune Dragon Slots',
  vendor: 'TCG',
  vendorName: 'TCG Gaming',
  category: 'RNG',
  image: '/img/dragon.png',
  lottery: false,
  trial: true,
  hasLobby: false,
  playType: null,
  prizeMode: null,
  hot: true,
  isNew: false,
  ...over,
});

const slot: LaunchTarget = targetFromGame(game());
const noTrial: LaunchTarget = { ...slot, trial: false };
const lotto: LaunchTarget = targetFromGame(
  game({
    gameCode: 'VNC',
    name: 'Vietnam Lotto',
    vendor: 'TCG_LOTTO_VN',
    category: 'ELOTT',
    lottery: true,
    trial: false,
  }),
);
const web = { appOnly: false, installedApp: false };

describe('§2 lottery: category ELOTT or a lottery vendor', () => {
  it.each([
    [{ category: 'ELOTT', vendor: 'X' }, true],
    [{ category: null, vendor: 'TCG_LOTTO_VN' }, true],
    [{ category: 'RNG', vendor: 'LOTT' }, true],
    [{ category: null, vendor: 'TCG_SEA' }, true],
    [{ category: 'RNG', vendor: 'TCG' }, false],
    [{ category: null, vendor: null }, false],
  ])('§2 %o is a lottery: %s', (t, expected) => expect(isLottery(t)).toBe(expected));

  it('§2 a lottery game of the catalogue launches as category ELOTT', () => {
    expect(targetFromGame(game({ lottery: true, category: 'RNG' })).category).toBe('ELOTT');
  });
});

describe('§5 installed app', () => {
  it.each([
    [{ displayStandalone: true, navigatorStandalone: false, search: '' }, true],
    [{ displayStandalone: false, navigatorStandalone: true, search: '' }, true],
    [{ displayStandalone: false, navigatorStandalone: false, search: '?inApp=1' }, true],
    [{ displayStandalone: false, navigatorStandalone: false, search: '?inApp=true' }, true],
    [{ displayStandalone: false, navigatorStandalone: false, search: '?inApp=0' }, false],
    [{ displayStandalone: false, navigatorStandalone: false, search: '' }, false],
    [
      {
        displayStandalone: false,
        navigatorStandalone: false,
        search: '',
        userAgent: 'Mozilla/5.0 (Linux; Android 14) MCApp/2.5.0',
      },
      true,
    ],
  ])('§5 %o → %s', (input, expected) => expect(isInstalledApp(input)).toBe(expected));
});

describe('launch decision (§2, §5, §1 trial launch)', () => {
  it('§2 a guest tapping a lottery goes to /m/login', () => {
    expect(decideLaunch(lotto, { ...web, loggedIn: false })).toEqual({ type: 'login' });
  });
  it('§1 a guest tapping a non-lottery game with trial gets a trial launch', () => {
    expect(decideLaunch(slot, { ...web, loggedIn: false })).toEqual({ type: 'trial' });
  });
  it('§2 a guest tapping a game without trial goes to login', () => {
    expect(decideLaunch(noTrial, { ...web, loggedIn: false })).toEqual({ type: 'login' });
  });
  it('§1 a lottery never gets trial play, even when marked trial', () => {
    expect(decideLaunch({ ...lotto, trial: true }, { ...web, loggedIn: false })).toEqual({
      type: 'login',
    });
  });
  it('§3 a member launches: a lottery through the relay variant, another game through the game launch', () => {
    expect(decideLaunch(lotto, { ...web, loggedIn: true })).toEqual({
      type: 'launch',
      lottery: true,
    });
    expect(decideLaunch(slot, { ...web, loggedIn: true })).toEqual({
      type: 'launch',
      lottery: false,
    });
  });
  it.each([
    ['member', true, slot],
    ['member lottery', true, lotto],
    ['guest trial', false, slot],
    ['guest lottery', false, lotto],
  ] as const)(
    '§5 STARTGAMEINAPP3 outside the installed app: app-only message, no launch (%s)',
    (_name, loggedIn, target) => {
      expect(decideLaunch(target, { loggedIn, appOnly: true, installedApp: false })).toEqual({
        type: 'app-only',
      });
    },
  );
  it('§5 STARTGAMEINAPP3 inside the installed app launches normally', () => {
    expect(decideLaunch(slot, { loggedIn: true, appOnly: true, installedApp: true })).toEqual({
      type: 'launch',
      lottery: false,
    });
    expect(decideLaunch(slot, { loggedIn: false, appOnly: true, installedApp: true })).toEqual({
      type: 'trial',
    });
  });
});

describe('§3 launch requests', () => {
  it('§3 relay variant: launchMode LOTT, lottoGameCode, lottoView, device MOBILE, language VI, title, labelName, backUrl, timeout', () => {
    const r = buildLaunchRequest(
      { ...lotto, lottoView: 'betting' },
      { backUrl: '/m/game', labelName: 'VIP 3' },
    );
    expect(r).toEqual({
      kind: 'lotto',
      path: '/wps/relay/GCS_launchLotto',
      body: {
        launchMode: 'LOTT',
        lottoGameCode: 'VNC',
        lottoView: 'betting',
        device: 'MOBILE',
        language: 'VI',
        title: 'Vietnam Lotto',
        labelName: 'VIP 3',
        backUrl: '/m/game',
        timeout: 10000,
      },
    });
  });
  it('§3 relay variant with lottoMode SEA_Tradition_Mobile for TCG_SEA; lottoPrizeMode from prize_mode', () => {
    const r = buildLaunchRequest(
      { ...lotto, vendor: 'TCG_SEA', prizeMode: 'A' },
      { backUrl: '/m/home', labelName: null },
    );
    expect(r.kind).toBe('lotto');
    expect(r.body).toMatchObject({ lottoMode: 'SEA_Tradition_Mobile', lottoPrizeMode: 'A' });
    expect(r.body).not.toHaveProperty('labelName');
  });
  it('§3 game launch: gameCode, vendor, prizeMode, hasLobby, playType, backUrl, labelName', () => {
    const r = buildLaunchRequest(
      { ...slot, prizeMode: 'P1', playType: 'classic', hasLobby: true },
      { backUrl: '/m/game?category=RNG', labelName: 'Gold' },
    );
    expect(r).toEqual({
      kind: 'game',
      path: '/wps/game/launchGame',
      body: {
        gameCode: 'DRAGON',
        vendor: 'TCG',
        prizeMode: 'P1',
        hasLobby: true,
        playType: 'classic',
        backUrl: '/m/game?category=RNG',
        labelName: 'Gold',
      },
    });
  });
  it('§7 GCS_gameTrialLaunch: gameId, nodeId, platform html5, backUrl', () => {
    expect(buildTrialRequest({ gameCode: 'DICE', nodeId: '7' }, '/m/game')).toEqual({
      kind: 'trial',
      path: '/wps/relay/GCS_gameTrialLaunch',
      body: { gameId: 'DICE', nodeId: '7', platform: 'html5', backUrl: '/m/game' },
    });
    expect(
      buildTrialRequest({ gameCode: 'DICE', nodeId: null }, '/m/game').body,
    ).not.toHaveProperty('nodeId');
  });
  it.each([
    ['/vendor/demo/play?ticket=abc', true],
    ['https://games.example.com/play', true],
    ['//evil.example.com/', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
  ])('§3 gameUrl %s is opened in the frame: %s', (url, ok) => expect(isPlayableUrl(url)).toBe(ok));
});

describe('§2 /m/launchGame query', () => {
  it('§2 reads code, vendor, gameType, prize_mode, playType, lottoView, nodeId, backUrl', () => {
    const { target, backUrl } = parseLaunchQuery(
      '?code=VNC&vendor=TCG_LOTTO_VN&gameType=ELOTT&prize_mode=A&playType=p&lottoView=betting&nodeId=n1&backUrl=%2Fm%2Fhome',
    );
    expect(backUrl).toBe('/m/home');
    expect(target).toMatchObject({
      gameCode: 'VNC',
      vendor: 'TCG_LOTTO_VN',
      category: 'ELOTT',
      prizeMode: 'A',
      playType: 'p',
      lottoView: 'betting',
      nodeId: 'n1',
    });
  });
  it('§2 lottoView defaults to lobby; backUrl defaults to /m/game; no code, no target', () => {
    expect(parseLaunchQuery('?code=VNC&lottoView=odd').target?.lottoView).toBe('lobby');
    expect(parseLaunchQuery('?code=VNC').backUrl).toBe('/m/game');
    expect(parseLaunchQuery('?vendor=TCG').target).toBeNull();
  });
  it('§2 the home banner G link query (launchGamePath) is understood', () => {
    const { target, backUrl } = parseLaunchQuery(
      '?code=VNC&vendor=TCG_LOTTO_VN&gameType=ELOTT&nodeId=lobby&roomId=r&lottoView=lobby&backUrl=%2Fm%2Fhome',
    );
    expect(target && isLottery(target)).toBe(true);
    expect(backUrl).toBe('/m/home');
  });
  it.each([
    ['https://evil.example.com/', '/m/game'],
    ['//evil.example.com/m/home', '/m/game'],
    ['/vendor/demo/lottery', '/m/game'],
    ['/m\\evil', '/m/game'],
    ['/m/home', '/m/home'],
    ['/m/game?category=RNG', '/m/game?category=RNG'],
    ['/m', '/m'],
  ])('§2 backUrl %s is only a path of this app → %s (the contract policy)', (raw, expected) =>
    expect(parseLaunchQuery(`?code=VNC&backUrl=${encodeURIComponent(raw)}`).backUrl).toBe(expected),
  );

  it('§2 launchGameHref writes the query that parseLaunchQuery reads back', () => {
    const href = launchGameHref({ ...lotto, lottoView: 'betting' }, '/m/game?category=ELOTT');
    expect(href.startsWith('/m/launchGame?')).toBe(true);
    const back = parseLaunchQuery(href.slice(href.indexOf('?')));
    expect(back.backUrl).toBe('/m/game?category=ELOTT');
    expect(back.target).toMatchObject({
      gameCode: 'VNC',
      vendor: 'TCG_LOTTO_VN',
      category: 'ELOTT',
      lottoView: 'betting',
      name: 'Vietnam Lotto',
    });
    const game = parseLaunchQuery(
      launchGameHref({ ...slot, prizeMode: 'P', hasLobby: true }, '/m/home').split('?')[1]!,
    );
    expect(game.target).toMatchObject({
      gameCode: 'DRAGON',
      category: 'RNG',
      prizeMode: 'P',
      hasLobby: true,
    });
    expect(
      new URLSearchParams(launchGameHref(slot, '/m/home').split('?')[1]).has('lottoView'),
    ).toBe(false);
  });
});

describe('/m/game address (deep links; §9 preserved parameters survive)', () => {
  it('§9 RNG and PVP vendor filters are TCG', () => {
    expect(readGameArea('?vendor=RNG').vendor).toBe('TCG');
    expect(readGameArea('?vendor=PVP').vendor).toBe('TCG');
  });
  it('§9 changing the category keeps the preserved parameters and drops the old vendor', () => {
    const s = gameAreaSearch('?affiliateCode=aff1&inApp=1&category=RNG&vendor=TCG&q=', {
      category: 'LIVE',
    });
    const p = new URLSearchParams(s);
    expect(p.get('affiliateCode')).toBe('aff1');
    expect(p.get('inApp')).toBe('1');
    expect(p.get('category')).toBe('LIVE');
    expect(p.has('vendor')).toBe(false);
  });
  it('search and vendor set and clear', () => {
    expect(gameAreaSearch('?category=RNG', { vendor: 'TCG' })).toBe('?category=RNG&vendor=TCG');
    expect(gameAreaSearch('?category=RNG&q=dragon', { q: '' })).toBe('?category=RNG');
    expect(gameAreaSearch('?q=x', { q: null })).toBe('');
  });
  it('§1 trial play stays on /m/game (no protected route) and back drops it', () => {
    const href = trialHref('DICE', { pathname: '/m/game', search: '?category=RNG&r=abc' });
    expect(href).toBe('/m/game?category=RNG&r=abc&trial=DICE');
    expect(trialBackUrl(href.slice(href.indexOf('?')))).toBe('/m/game?category=RNG&r=abc');
  });
  it('§9 trial play from home keeps the preserved parameters and comes back home', () => {
    const href = trialHref('DICE', { pathname: '/m/home', search: '?affiliateCode=a1&x=1' });
    const p = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/m/game?')).toBe(true);
    expect(p.get('affiliateCode')).toBe('a1');
    expect(p.has('x')).toBe(false);
    expect(p.get('trial')).toBe('DICE');
    expect(trialBackUrl(`?${p.toString()}`)).toBe('/m/home?affiliateCode=a1&x=1');
  });
  it('a trial backUrl of another site is ignored', () => {
    expect(trialBackUrl('?trial=DICE&backUrl=https%3A%2F%2Fevil.example.com')).toBe('/m/game');
  });
});

describe('§9 category ordinals', () => {
  const cat = (category: GameCategory['category'], ordinal: number): GameCategory => ({
    category,
    name: category,
    ordinal,
    icon: null,
    vendors: [],
  });
  const list = [cat('LIVE', 300), cat('ELOTT', 100), cat('RNG', 200)];
  it('§9 categories are shown in ordinal order', () => {
    expect(orderCategories(list).map((c) => c.category)).toEqual(['ELOTT', 'RNG', 'LIVE']);
  });
  it('the requested category is selected when it exists, else the first', () => {
    expect(selectedCategory(list, 'LIVE')?.category).toBe('LIVE');
    expect(selectedCategory(list, 'FISH')?.category).toBe('ELOTT');
    expect(selectedCategory(list, null)?.category).toBe('ELOTT');
    expect(selectedCategory([], null)).toBeNull();
  });
});

describe('§8 a failed launch', () => {
  const e = (
    over: Partial<{ kind: string; code: string | null; status: number; message: string }>,
  ) => ({
    kind: 'envelope',
    code: null,
    status: 400,
    message: '',
    ...over,
  });
  it.each([
    ['client timeout ECONNABORTED', e({ kind: 'timeout', code: 'ECONNABORTED', status: 0 })],
    ['ECONNABORTED code', e({ code: 'ECONNABORTED' })],
    ['vendor timeout game.launch.timeout', e({ code: 'game.launch.timeout', status: 504 })],
  ])("§8 %s → 'timeout_retry_please'", (_n, err) =>
    expect(classifyLaunchError(err)).toEqual({ type: 'timeout' }),
  );

  it('§8 otherwise the server message (its code is translated when it is a locale key)', () => {
    expect(
      classifyLaunchError(
        e({ code: 'game.vendor.maintenance', message: 'Vendor under maintenance' }),
      ),
    ).toEqual({
      type: 'message',
      code: 'game.vendor.maintenance',
      message: 'Vendor under maintenance',
    });
    expect(
      classifyLaunchError(e({ kind: 'network', status: 0, message: 'Network Error' })),
    ).toMatchObject({ type: 'message' });
  });
  it.each([
    e({ status: 401, code: 'customer.not.login' }),
    e({ code: 'user.or.token.invalid' }),
    e({ message: 'CUSTOMER_NOT_LOGIN' }),
  ])('§8 a lost session is left to the error policy (logout, please login): %o', (err) =>
    expect(classifyLaunchError(err)).toEqual({ type: 'session' }),
  );
});
