import { describe, expect, it } from 'vitest';
import type { DownloadSetting } from '@member-app/contract/schemas/download-prompt';
import {
  dueTriggers,
  downloadPromptThemeVars,
  inGameDueAt,
  iosDownloadStep,
  iosMajorVersion,
  isLandingPage,
  markDownloaded,
  markPromptShown,
  needsStatistics,
  nextDownloadPrompt,
  pollsStatistics,
  provisioningProfileUrl,
  type DownloadPromptInput,
} from './download-prompt-rules';
import { EMPTY_PROMPT_SESSION, parsePromptSession } from './download-prompt-eligibility';
import { PROMPT_TRIGGERS_OFF } from './download-setting.fake';

const n = (value: number, enabled = true) => ({ enabled, value });

/** Everything switched off except the master switch (each test switches on what it needs). */
const CONFIG = PROMPT_TRIGGERS_OFF;
const NOW = Date.UTC(2026, 4, 20, 12);
const DAY = 86_400_000;

const input = (
  change: Partial<DownloadPromptInput> = {},
  config: Partial<DownloadSetting> = {},
): DownloadPromptInput => ({
  config: { ...CONFIG, ...config },
  memberType: 0,
  pathname: '/m/game',
  stats: { deposits: 0, withdrawals: 0 },
  regDate: NOW - DAY,
  now: NOW,
  game: null,
  standalone: false,
  inNativeApp: false,
  installed: false,
  hasDownload: true,
  session: EMPTY_PROMPT_SESSION,
  ...change,
});

describe('§4 download-prompt triggers', () => {
  it.each([
    [
      '§4 first-deposit page, 0 deposits',
      { pathname: '/m/voucherCenter' },
      { first_deposit: { enabled: true } },
      'first_deposit',
    ],
    [
      '§4 first-withdrawal page, 0 withdrawals',
      { pathname: '/m/withdraw' },
      { first_withdraw: { enabled: true } },
      'first_withdraw',
    ],
    [
      '§4 bind-card page',
      { pathname: '/m/securityCenter/addBankCard' },
      { bind_card: { enabled: true } },
      'bind_card',
    ],
    [
      '§4 bind-card page (PIX)',
      { pathname: '/m/securityCenter/addBankCardPix' },
      { bind_card: { enabled: true } },
      'bind_card',
    ],
    [
      '§4 deposit count reached (3 of 3)',
      { stats: { deposits: 3, withdrawals: 0 } },
      { deposit_times: n(3) },
      'deposit_times',
    ],
    [
      '§4 deposit count reached (24 ≥ 3)',
      { stats: { deposits: 24, withdrawals: 0 } },
      { deposit_times: n(3) },
      'deposit_times',
    ],
    [
      '§4 deposit count below a minimum (0 < 1)',
      {},
      { deposit_least_times: n(1) },
      'deposit_least_times',
    ],
    [
      '§4 withdrawal count reached',
      { stats: { deposits: 0, withdrawals: 2 } },
      { withdrawal_times: n(2) },
      'withdrawal_times',
    ],
    [
      '§4 withdrawal count below a minimum',
      { stats: { deposits: 5, withdrawals: 1 } },
      { withdrawal_least_times: n(2) },
      'withdrawal_least_times',
    ],
    [
      '§4 registration age reached (7 days)',
      { regDate: NOW - 7 * DAY },
      { reg_days: n(7) },
      'reg_days',
    ],
    [
      '§4 login-required on a landing page (member)',
      { pathname: '/m/home' },
      { login_required: { enabled: true } },
      'login_required',
    ],
    [
      '§4 delay after game start',
      { game: { startedAt: NOW - 60_000 } },
      { in_game_popup_interval: n(60) },
      'in_game',
    ],
  ] as const)('%s', (_name, change, config, trigger) => {
    expect(nextDownloadPrompt(input(change, config))).toMatchObject({
      trigger,
      forced: false,
      audience: 'member',
    });
  });

  it.each([
    [
      '§4 first-deposit page after a deposit',
      { pathname: '/m/voucherCenter', stats: { deposits: 1, withdrawals: 0 } },
      { first_deposit: { enabled: true } },
    ],
    [
      '§4 first-deposit trigger on another page',
      { pathname: '/m/withdraw' },
      { first_deposit: { enabled: true } },
    ],
    [
      '§4 first-deposit page before the counts are known',
      { pathname: '/m/voucherCenter', stats: null },
      { first_deposit: { enabled: true } },
    ],
    [
      '§4 first-withdrawal page after a withdrawal',
      { pathname: '/m/withdraw', stats: { deposits: 0, withdrawals: 3 } },
      { first_withdraw: { enabled: true } },
    ],
    ['§4 bind-card trigger switched off', { pathname: '/m/securityCenter/addBankCard' }, {}],
    [
      '§4 deposit count not yet reached (2 < 3)',
      { stats: { deposits: 2, withdrawals: 0 } },
      { deposit_times: n(3) },
    ],
    [
      '§4 deposit count no longer below the minimum',
      { stats: { deposits: 1, withdrawals: 0 } },
      { deposit_least_times: n(1) },
    ],
    ['§4 registration younger than 7 days', { regDate: NOW - 6.9 * DAY }, { reg_days: n(7) }],
    ['§4 registration date unknown', { regDate: null }, { reg_days: n(7) }],
    [
      '§4 login-required off a landing page',
      { pathname: '/m/game' },
      { login_required: { enabled: true } },
    ],
    [
      '§4 game started less than the interval ago',
      { game: { startedAt: NOW - 59_000 } },
      { in_game_popup_interval: n(60) },
    ],
    ['§4 no game running', { game: null }, { in_game_popup_interval: n(60) }],
    [
      '§3 a trigger that is not enabled',
      { stats: { deposits: 24, withdrawals: 7 } },
      { deposit_times: n(3, false) },
    ],
  ] as const)('no prompt: %s', (_name, change, config) => {
    expect(nextDownloadPrompt(input(change, config))).toBeNull();
  });

  it('§4 the landing pages are the home paths', () => {
    for (const p of ['/', '/m/', '/m/home', '/m/index', '/m/index.html', '/m/Home/'])
      expect(isLandingPage(p), p).toBe(true);
    for (const p of ['/m/game', '/m/login', '/m/register', '/m/help'])
      expect(isLandingPage(p), p).toBe(false);
  });

  it('§4 several due triggers are answered by one prompt, in priority order', () => {
    const due = dueTriggers(
      input(
        { pathname: '/m/voucherCenter', regDate: NOW - 30 * DAY },
        { first_deposit: { enabled: true }, deposit_least_times: n(1), reg_days: n(7) },
      ),
    );
    expect(due).toEqual(['first_deposit', 'deposit_least_times', 'reg_days']);
    const decision = nextDownloadPrompt(
      input(
        { pathname: '/m/voucherCenter', regDate: NOW - 30 * DAY },
        { first_deposit: { enabled: true }, deposit_least_times: n(1), reg_days: n(7) },
      ),
    )!;
    expect(decision.trigger).toBe('first_deposit');
    const session = markPromptShown(EMPTY_PROMPT_SESSION, decision, NOW);
    expect(session.shown).toEqual(['first_deposit', 'deposit_least_times', 'reg_days']);
    expect(
      nextDownloadPrompt(
        input(
          { pathname: '/m/voucherCenter', regDate: NOW - 30 * DAY, session },
          { first_deposit: { enabled: true }, deposit_least_times: n(1), reg_days: n(7) },
        ),
      ),
    ).toBeNull();
  });
});

describe('§4 once per trigger per session', () => {
  const config = { bind_card: { enabled: true }, deposit_times: n(3) };
  it('§4 a shown trigger does not come back this session; another trigger still may', () => {
    const onCard = input({ pathname: '/m/securityCenter/addBankCard' }, config);
    const first = nextDownloadPrompt(onCard)!;
    expect(first.trigger).toBe('bind_card');
    const session = markPromptShown(EMPTY_PROMPT_SESSION, first, NOW);
    expect(nextDownloadPrompt({ ...onCard, session })).toBeNull();
    expect(
      nextDownloadPrompt(input({ pathname: '/m/securityCenter/addBankCardPix', session }, config)),
    ).toBeNull();
    // The deposit count reaches 3 later in the session: a new trigger.
    const later = nextDownloadPrompt(
      input({ stats: { deposits: 3, withdrawals: 0 }, session }, config),
    );
    expect(later?.trigger).toBe('deposit_times');
  });

  it('§4 the in-game prompt asks once per game, never twice within one interval', () => {
    const config60 = { in_game_popup_interval: n(60) };
    const game = { startedAt: NOW - 61_000 };
    const shown = markPromptShown(
      EMPTY_PROMPT_SESSION,
      nextDownloadPrompt(input({ game }, config60))!,
      NOW,
    );
    expect(shown.inGameAt).toBe(NOW);
    expect(shown.shown).toEqual([]);
    // Same game, later: no.
    expect(
      nextDownloadPrompt(input({ game, now: NOW + 600_000, session: shown }, config60)),
    ).toBeNull();
    // A new game 10 s later: due 60 s after the last prompt at the earliest.
    const next = { startedAt: NOW + 10_000 };
    expect(inGameDueAt({ ...CONFIG, ...config60 }, next, shown.inGameAt)).toBe(NOW + 70_000);
    expect(
      nextDownloadPrompt(input({ game: next, now: NOW + 69_000, session: shown }, config60)),
    ).toBeNull();
    expect(
      nextDownloadPrompt(input({ game: next, now: NOW + 70_000, session: shown }, config60))
        ?.trigger,
    ).toBe('in_game');
  });

  it('reads a stored session defensively', () => {
    expect(parsePromptSession(null)).toEqual(EMPTY_PROMPT_SESSION);
    expect(parsePromptSession('not json')).toEqual(EMPTY_PROMPT_SESSION);
    expect(parsePromptSession('{"downloaded":true}')).toEqual({
      ...EMPTY_PROMPT_SESSION,
      downloaded: true,
    });
    expect(
      parsePromptSession('{"shown":["bind_card",3],"forced":"reg_days_forced","inGameAt":5}'),
    ).toEqual({
      shown: ['bind_card'],
      forced: 'reg_days_forced',
      downloaded: false,
      inGameAt: 5,
    });
    // Only a forced trigger can be the session's forced prompt.
    expect(parsePromptSession('{"forced":"bind_card"}').forced).toBeNull();
  });
});

describe('§4 forced prompts (*_forced settings)', () => {
  it.each([
    [
      'deposit_times_forced',
      { stats: { deposits: 10, withdrawals: 0 } },
      { deposit_times_forced: n(10) },
    ],
    ['deposit_least_times_forced', {}, { deposit_least_times_forced: n(1) }],
    [
      'withdrawal_times_forced',
      { stats: { deposits: 0, withdrawals: 5 } },
      { withdrawal_times_forced: n(5) },
    ],
    ['withdrawal_least_times_forced', {}, { withdrawal_least_times_forced: n(1) }],
    ['reg_days_forced', { regDate: NOW - 30 * DAY }, { reg_days_forced: n(30) }],
  ] as const)('§4 %s cannot be closed', (trigger, change, config) => {
    expect(nextDownloadPrompt(input(change, config))).toMatchObject({ trigger, forced: true });
  });

  it('§4 a forced setting has its own threshold: asked at 3 deposits, insisted on at 10', () => {
    const config = { deposit_times: n(3), deposit_times_forced: n(10) };
    expect(
      nextDownloadPrompt(input({ stats: { deposits: 3, withdrawals: 0 } }, config)),
    ).toMatchObject({ trigger: 'deposit_times', forced: false });
    expect(
      nextDownloadPrompt(input({ stats: { deposits: 12, withdrawals: 0 } }, config)),
    ).toMatchObject({
      trigger: 'deposit_times_forced',
      forced: true,
      answers: ['deposit_times'],
    });
  });

  it('§4 "marked forced for the session": it comes back on every page until the player downloads', () => {
    const config = { reg_days_forced: n(30) };
    const decision = nextDownloadPrompt(input({ regDate: NOW - 40 * DAY }, config))!;
    const session = markPromptShown(EMPTY_PROMPT_SESSION, decision, NOW);
    expect(session.forced).toBe('reg_days_forced');
    // Elsewhere, even before the member info is loaded again.
    expect(
      nextDownloadPrompt(input({ pathname: '/m/help', regDate: null, session }, config)),
    ).toMatchObject({ trigger: 'reg_days_forced', forced: true });
    const after = markDownloaded(session);
    expect(
      nextDownloadPrompt(input({ regDate: NOW - 40 * DAY, session: after }, config)),
    ).toBeNull();
  });
});

describe('§5/§6 eligibility: member types 0, 1, 2', () => {
  const config = { deposit_least_times: n(1) };
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [4, false],
    [3, false],
  ])('§5 member type %i: %s', (memberType, shown) => {
    expect(nextDownloadPrompt(input({ memberType }, config)) !== null).toBe(shown);
  });

  it('§6 guests (-1) get no download prompt, only the login-required one on landing pages', () => {
    expect(
      nextDownloadPrompt(
        input(
          { memberType: -1, stats: null, regDate: null, pathname: '/m/voucherCenter' },
          { first_deposit: { enabled: true } },
        ),
      ),
    ).toBeNull();
    expect(
      nextDownloadPrompt(
        input({ memberType: -1, stats: null, regDate: null, pathname: '/m/home' }, {}),
      ),
    ).toBeNull();
    const guest = nextDownloadPrompt(
      input(
        { memberType: -1, stats: null, regDate: null, pathname: '/m/home' },
        { login_required: { enabled: true } },
      ),
    );
    expect(guest).toMatchObject({ trigger: 'login_required', audience: 'guest', forced: false });
    // Once per session for the guest; the member variant after logging in is separate.
    const session = markPromptShown(EMPTY_PROMPT_SESSION, guest!, NOW);
    expect(
      nextDownloadPrompt(
        input(
          { memberType: -1, pathname: '/m/home', session },
          { login_required: { enabled: true } },
        ),
      ),
    ).toBeNull();
    expect(
      nextDownloadPrompt(
        input(
          { memberType: 0, pathname: '/m/home', session },
          { login_required: { enabled: true } },
        ),
      ),
    ).toMatchObject({
      trigger: 'login_required',
      audience: 'member',
    });
  });

  it('§4 a type 4 member never sees a forced prompt either', () => {
    expect(
      nextDownloadPrompt(input({ memberType: 4 }, { deposit_least_times_forced: n(1) })),
    ).toBeNull();
  });
});

describe('§4 where the prompt never shows', () => {
  const config = { deposit_least_times: n(1), deposit_least_times_forced: n(1) };
  it.each([
    [
      '§3 the master switch is off (or the domain is excluded, §3 domains_switch)',
      { config: { ...CONFIG, enabled: false } },
    ],
    ['the config is not loaded yet', { config: null }],
    ['the installed web app (standalone)', { standalone: true }],
    ['the native app', { inNativeApp: true }],
    ['§4 the app is already installed (local flag)', { installed: true }],
    ['the merchant has no download for this device', { hasDownload: false }],
    [
      'the player downloaded this session',
      { session: { ...EMPTY_PROMPT_SESSION, downloaded: true } },
    ],
  ] as const)('%s', (_name, change) => {
    const i = { ...input({}, config), ...change };
    expect(nextDownloadPrompt(i)).toBeNull();
  });
});

describe('§4/§9 statistics polling', () => {
  it('polls only when a count setting is on; first-deposit/withdraw pages read the counts once', () => {
    expect(pollsStatistics({ ...CONFIG })).toBe(false);
    expect(pollsStatistics({ ...CONFIG, deposit_times: n(3) })).toBe(true);
    expect(pollsStatistics({ ...CONFIG, withdrawal_least_times_forced: n(1) })).toBe(true);
    expect(pollsStatistics({ ...CONFIG, enabled: false, deposit_times: n(3) })).toBe(false);
    // Nothing left to ask this session: no more polling.
    const answered = { ...EMPTY_PROMPT_SESSION, shown: ['deposit_times'] };
    expect(pollsStatistics({ ...CONFIG, deposit_times: n(3) }, answered)).toBe(false);
    expect(
      pollsStatistics({ ...CONFIG, deposit_times: n(3), withdrawal_times: n(2) }, answered),
    ).toBe(true);
    expect(
      pollsStatistics(
        { ...CONFIG, deposit_times: n(3) },
        { ...EMPTY_PROMPT_SESSION, downloaded: true },
      ),
    ).toBe(false);
    expect(
      pollsStatistics(
        { ...CONFIG, deposit_times_forced: n(3) },
        { ...EMPTY_PROMPT_SESSION, forced: 'reg_days_forced' },
      ),
    ).toBe(false);
    expect(needsStatistics({ ...CONFIG, first_deposit: { enabled: true } })).toBe(true);
    expect(needsStatistics({ ...CONFIG, bind_card: { enabled: true } })).toBe(false);
    expect(needsStatistics(null)).toBe(false);
  });
});

describe('§8 iOS app downloads', () => {
  const IOS17 =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
  const IOS16 =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6_1 like Mac OS X) AppleWebKit/605.1.15 Version/16.6 Mobile/15E148 Safari/604.1';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
  it('reads the iOS version', () => {
    expect(iosMajorVersion(IOS17)).toBe(17);
    expect(iosMajorVersion(IOS16)).toBe(16);
    expect(iosMajorVersion(ANDROID)).toBeNull();
  });
  it.each([
    [
      '§8 iOS 17+ outside the store shows ios17_download_tips',
      IOS17,
      'https://dl.example/app.mobileconfig',
      'ios17-tips',
    ],
    [
      '§8 older iOS shows app_goto_setting',
      IOS16,
      'https://dl.example/app.mobileconfig',
      'goto-setting',
    ],
    ['an App Store link needs no tips', IOS17, 'https://apps.apple.com/app/id1', 'none'],
    ['Android needs no tips', ANDROID, 'https://dl.example/app.apk', 'none'],
  ])('%s', (_name, ua, url, step) => expect(iosDownloadStep(ua, url)).toBe(step));
  it('§8 the provisioning profile is the MOBILECONFIG resource', () => {
    expect(
      provisioningProfileUrl(
        [
          { resourceType: 'IOS', url: 'https://a/ios' },
          { resourceType: 'MOBILECONFIG', url: 'https://a/p.mobileconfig' },
        ],
        'x',
      ),
    ).toBe('https://a/p.mobileconfig');
    expect(
      provisioningProfileUrl([{ resourceType: 'IOS', url: 'https://a/ios' }], 'https://a/ios'),
    ).toBe('https://a/ios');
  });
});

describe('§3 theme', () => {
  it('keeps the app theme unless enabled; light preset; own colours', () => {
    expect(downloadPromptThemeVars(CONFIG)).toBeNull();
    expect(
      downloadPromptThemeVars({ ...CONFIG, theme: { enabled: true, value: 'dark' } }),
    ).toBeNull();
    expect(
      downloadPromptThemeVars({ ...CONFIG, theme: { enabled: true, value: 'light' } }),
    ).toMatchObject({ '--mc-surface': '#ffffff' });
    expect(
      downloadPromptThemeVars({
        ...CONFIG,
        theme: {
          enabled: true,
          value: {
            background: '#102030',
            text: '#ffffff',
            primary: '#00ff88',
            primaryContrast: '#001a0d',
          },
        },
      }),
    ).toMatchObject({
      '--mc-surface': '#102030',
      '--mc-primary': '#00ff88',
      '--mc-on-primary': '#001a0d',
    });
  });
});
