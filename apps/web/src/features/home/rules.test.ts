import { describe, expect, it } from 'vitest';
import type { Banner, PopupAnnouncement } from '@member-app/contract/schemas/content';
import {
  bannerClick,
  canClosePopup,
  closedPopupRecord,
  contentHash,
  imageName,
  isInternalPath,
  nextLocalMidnight,
  parsePopupRecord,
  popupStorageKey,
  popupsFor,
  shouldShowPopups,
  shouldShowSplash,
  welcomePopupsToShow,
} from './rules';

const banner = (b: Partial<Banner>): Banner => ({
  id: 1,
  groupName: 'main',
  title: 't',
  url: '/static/b.svg',
  linkageType: null,
  linkage: null,
  roomId: null,
  nodeId: null,
  gameType: null,
  vendor: null,
  ...b,
});
const guest = { loggedIn: false };
const member = { loggedIn: true, token: 'tok', userName: 'demo_player' };

describe('§2 banner click by linkageType', () => {
  it('P opens the activity page with its id', () => {
    expect(bannerClick(banner({ linkageType: 'P', linkage: '12' }), guest)).toEqual({
      type: 'navigate',
      to: '/m/activity?id=12',
    });
  });

  it('URL: an internal /m path opens in the app', () => {
    expect(
      bannerClick(banner({ linkageType: 'URL', linkage: '/m/member/benefits' }), member),
    ).toEqual({ type: 'navigate', to: '/m/member/benefits' });
    expect(isInternalPath('/m')).toBe(true);
    expect(isInternalPath('/mobile/x')).toBe(false);
    expect(isInternalPath('http://x.test/m/home')).toBe(false);
  });

  it('URL: an external address opens in a new window, with token and username when logged in', () => {
    const b = banner({ linkageType: 'URL', linkage: 'https://download.test/app?x=1' });
    expect(bannerClick(b, guest)).toEqual({ type: 'open', url: 'https://download.test/app?x=1' });
    expect(bannerClick(b, member)).toEqual({
      type: 'open',
      url: 'https://download.test/app?x=1&token=tok&username=demo_player',
    });
  });

  it('URL: anything else (javascript:, relative non-/m) does nothing', () => {
    expect(
      bannerClick(banner({ linkageType: 'URL', linkage: 'javascript:alert(1)' }), member).type,
    ).toBe('none');
    expect(bannerClick(banner({ linkageType: 'URL', linkage: 'help' }), member).type).toBe('none');
  });

  it('G: lottery needs login, otherwise goes to /m/login', () => {
    const lotto = banner({
      linkageType: 'G',
      linkage: 'VNC',
      vendor: 'TCG_LOTTO_VN',
      nodeId: 'lobby',
    });
    expect(bannerClick(lotto, guest)).toEqual({ type: 'navigate', to: '/m/login' });
    const go = bannerClick(lotto, member);
    expect(go.type).toBe('navigate');
    const url = new URL((go as { to: string }).to, 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('gameType')).toBe('ELOTT');
    expect(url.searchParams.get('code')).toBe('VNC');
    expect(url.searchParams.get('lottoView')).toBe('lobby');
  });

  it.each(['TCG_LOTTO_VN', 'LOTT', 'TCG_SEA'])(
    'G: vendor %s launches as category ELOTT',
    (vendor) => {
      const go = bannerClick(banner({ linkageType: 'G', linkage: 'X', vendor }), member) as {
        to: string;
      };
      expect(new URL(go.to, 'http://x').searchParams.get('gameType')).toBe('ELOTT');
    },
  );

  it('G: other games keep their game type and open for guests too (the launch page guards itself)', () => {
    const go = bannerClick(
      banner({ linkageType: 'G', linkage: 'fortune-dragon', vendor: 'DEMO', gameType: 'RNG' }),
      guest,
    ) as { to: string };
    const url = new URL(go.to, 'http://x');
    expect(url.searchParams.get('gameType')).toBe('RNG');
    expect(url.searchParams.get('lottoView')).toBeNull();
  });
});

const popup = (p: Partial<PopupAnnouncement>): PopupAnnouncement => ({
  id: 1,
  title: 't',
  content: '<p>c</p>',
  promotionType: null,
  execution: 'A',
  forceRead: false,
  activityId: null,
  image: null,
  ...p,
});

describe('§5 popups by execution', () => {
  const list = [
    popup({ id: 1, execution: 'A' }),
    popup({ id: 2, execution: 'B' }),
    popup({ id: 3, execution: 'F' }),
  ];
  it('guests see B', () =>
    expect(popupsFor(list, { loggedIn: false, firstTimeLogin: false }).map((p) => p.id)).toEqual([
      2,
    ]));
  it('logged-in users see A', () =>
    expect(popupsFor(list, { loggedIn: true, firstTimeLogin: false }).map((p) => p.id)).toEqual([
      1,
    ]));
  it('and F on first login', () =>
    expect(popupsFor(list, { loggedIn: true, firstTimeLogin: true }).map((p) => p.id)).toEqual([
      1, 3,
    ]));
});

describe('§4 popup show flag, content hash and today-hide', () => {
  const hash = contentHash([popup({})]);
  const noon = new Date(2026, 10, 22, 12, 0, 0).getTime();

  it('keys are SHELL_PU_A_{id} and SHELL_PU_B', () => {
    expect(popupStorageKey(100001)).toBe('SHELL_PU_A_100001');
    expect(popupStorageKey(null)).toBe('SHELL_PU_B');
  });

  it('shows when nothing is stored yet', () =>
    expect(shouldShowPopups(null, hash, noon)).toBe(true));

  it('closing sets show false: hidden on the next visit', () => {
    expect(shouldShowPopups(closedPopupRecord(hash, noon, false), hash, noon + 60_000)).toBe(false);
  });

  it('shows again when the content hash changes', () => {
    const changed = contentHash([popup({ content: '<p>new</p>' })]);
    expect(changed).not.toBe(hash);
    expect(shouldShowPopups(closedPopupRecord(hash, noon, false), changed, noon)).toBe(true);
  });

  it('today-hide: hidden until the next local midnight, shown after it', () => {
    const record = closedPopupRecord(hash, noon, true);
    expect(record.hideUntil).toBe(new Date(2026, 10, 23, 0, 0, 0).getTime());
    expect(shouldShowPopups(record, hash, new Date(2026, 10, 22, 23, 59, 59).getTime())).toBe(
      false,
    );
    expect(shouldShowPopups(record, hash, new Date(2026, 10, 23, 0, 0, 0).getTime())).toBe(true);
  });

  it('next local midnight just after midnight is the following one', () => {
    const t = new Date(2026, 10, 22, 0, 0, 1).getTime();
    expect(nextLocalMidnight(t)).toBe(new Date(2026, 10, 23).getTime());
  });

  it('survives a broken stored record', () => {
    expect(parsePopupRecord('{nope')).toBeNull();
    expect(parsePopupRecord(JSON.stringify({ show: false, hash: 'x', hideUntil: 5 }))).toEqual({
      show: false,
      hash: 'x',
      hideUntil: 5,
    });
  });

  it('§2 screen 17 forceRead blocks closing until the last slide', () => {
    const forced = [popup({ forceRead: true }), popup({ id: 2 }), popup({ id: 3 })];
    expect(canClosePopup(forced, 0, false)).toBe(false);
    expect(canClosePopup(forced, 1, false)).toBe(false);
    expect(canClosePopup(forced, 2, false)).toBe(true);
    expect(canClosePopup(forced, 0, true)).toBe(true);
    expect(canClosePopup([popup({}), popup({ id: 2 })], 0, false)).toBe(true);
  });
});

describe('§4 welcome image popups', () => {
  const banners = [
    banner({ groupName: 'm_popup1', url: '/s/popup-welcome.svg' }),
    banner({ groupName: 'm_popup2', url: '/s/popup-app.svg?v=2' }),
  ];
  const base = {
    banners,
    groups: ['m_popup1', 'm_popup2'],
    pathname: '/m/home',
    search: '',
    sessionFlag: null,
    storedNames: {},
  };

  it('banner 1 then 2 on home paths', () => {
    expect(welcomePopupsToShow(base)).toEqual(['m_popup1', 'm_popup2']);
    for (const p of ['/m/', '/m/index', '/m/index.html'])
      expect(welcomePopupsToShow({ ...base, pathname: p })).toHaveLength(2);
  });
  it('only on home paths', () =>
    expect(welcomePopupsToShow({ ...base, pathname: '/m/activity' })).toEqual([]));
  it('not in app or lite contexts', () => {
    expect(welcomePopupsToShow({ ...base, search: '?inApp=1' })).toEqual([]);
    expect(welcomePopupsToShow({ ...base, search: '?lite=true' })).toEqual([]);
    expect(
      welcomePopupsToShow({ ...base, userAgent: 'Mozilla/5.0 (Linux; Android 14) MCApp/2.5.0' }),
    ).toEqual([]);
  });
  it('not after a dismissal this session (flag 0)', () =>
    expect(welcomePopupsToShow({ ...base, sessionFlag: '0' })).toEqual([]));
  it('only if the image name differs from the stored one', () => {
    expect(imageName('/s/popup-app.svg?v=2')).toBe('popup-app.svg');
    expect(
      welcomePopupsToShow({
        ...base,
        storedNames: { m_popup1: 'popup-welcome.svg', m_popup2: 'old.svg' },
      }),
    ).toEqual(['m_popup2']);
  });
});

describe('§4 splash', () => {
  it('shows once per session when flagged', () => {
    expect(shouldShowSplash({ oncePerSession: true, seenThisSession: false })).toBe(true);
    expect(shouldShowSplash({ oncePerSession: true, seenThisSession: true })).toBe(false);
    expect(shouldShowSplash({ oncePerSession: false, seenThisSession: true })).toBe(true);
  });
  it("never over a first screen the server painted (home's first banner)", () => {
    expect(
      shouldShowSplash({ oncePerSession: true, seenThisSession: false, firstScreenPainted: true }),
    ).toBe(false);
    expect(
      shouldShowSplash({ oncePerSession: false, seenThisSession: false, firstScreenPainted: true }),
    ).toBe(false);
  });
});
