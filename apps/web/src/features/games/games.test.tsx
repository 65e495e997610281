import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_STARTED_EVENT } from '@member-app/contract/rules/games';
import type { Game, GameLanes as Lanes, GameVendors } from '@member-app/contract/schemas/games';
import { OverlayHost } from '../../components/overlay-host';
import { ApiError } from '../../lib/api-error';
import { setupI18n } from '../../lib/i18n';
import { resetOverlays } from '../../lib/overlay-store';
import { clearSession, setSession } from '../../lib/session';
import { GameLanes } from './components/game-lanes';
import { Component as GamePage } from './game-page';
import { Component as LaunchGamePage } from './launch-game-page';

const flags = vi.hoisted((): { value: Record<string, boolean> } => ({ value: {} }));
vi.mock('../../lib/site-settings', () => ({
  useSiteSettings: () => ({ data: { whitelabelVal: flags.value }, isPending: false }),
}));
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../lib/api', () => ({ api }));

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
const vnc = game({
  gameCode: 'VNC',
  name: 'Vietnam Lotto',
  vendor: 'TCG_LOTTO_VN',
  vendorName: 'TCG Lotto',
  category: 'ELOTT',
  lottery: true,
  trial: false,
  hot: false,
});

const lanes: Lanes = {
  data: {
    lanes: [
      {
        id: 'rng',
        title: 'Slots',
        category: 'RNG',
        ordinal: 200,
        cards: [
          { accountTypeName: 'TCG Gaming', displayName: 'Fortune Dragon Slots', game: game() },
        ],
        gameClassify: [{ vendor: 'TCG', name: 'TCG Gaming' }],
        gameCount: 12,
      },
      {
        id: 'lotto',
        title: 'Lottery',
        category: 'ELOTT',
        ordinal: 100,
        cards: [{ accountTypeName: 'TCG Lotto', displayName: 'Vietnam Lotto', game: vnc }],
        gameClassify: [{ vendor: 'TCG_LOTTO_VN', name: 'TCG Lotto' }],
        gameCount: 1,
      },
    ],
  },
};

const vendors: GameVendors = {
  categories: [
    {
      category: 'RNG',
      name: 'Slots',
      ordinal: 200,
      icon: null,
      vendors: [
        { vendor: 'TCG', name: 'TCG Gaming', logo: null, isNew: false, maintenance: false },
        { vendor: 'DEMO', name: 'Demo Games', logo: null, isNew: true, maintenance: false },
      ],
    },
    {
      category: 'ELOTT',
      name: 'Lottery',
      ordinal: 100,
      icon: null,
      vendors: [
        { vendor: 'TCG_LOTTO_VN', name: 'TCG Lotto', logo: null, isNew: false, maintenance: false },
      ],
    },
  ],
};

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/launchGame" element={<LaunchGamePage />} />
          <Route
            path="/game"
            element={
              <>
                <GamePage />
                <Where />
              </>
            }
          />
          <Route path="/lanes" element={<GameLanes />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Where />
      </MemoryRouter>
      <OverlayHost loadingLabel="Please wait" />
    </QueryClientProvider>,
  );
}
const where = () => screen.getAllByTestId('where')[0]!.textContent;

const member = () =>
  setSession({
    id: 7,
    token: 'tok',
    merchantCode: 'demo',
    userName: 'amy',
    type: 0,
    firstTimeLogin: false,
  });

beforeAll(async () => {
  await setupI18n('EN');
});
beforeEach(() => {
  flags.value = {};
  resetOverlays();
  clearSession();
  api.get.mockReset();
  api.post.mockReset();
  api.get.mockImplementation((url: string) => {
    if (url === '/wps/member/info') return Promise.resolve({ clubLabel: { labelName: 'VIP 2' } });
    if (url === '/wps/relay/GCSGAME_getGameMatchV2') return Promise.resolve(lanes);
    if (url === '/wps/relay/GCSGAME_newGameVendor') return Promise.resolve(vendors);
    if (url === '/lgw/games/popular') return Promise.resolve({ list: [game()] });
    if (url === '/lgw/games/mobile')
      return Promise.resolve({
        list: [
          game(),
          game({
            gameCode: 'DICE',
            name: 'Lucky Dice',
            vendor: 'DEMO',
            vendorName: 'Demo Games',
            hot: false,
          }),
        ],
        total: 2,
        page: 1,
        size: 24,
      });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  api.post.mockResolvedValue({ gameUrl: '/vendor/demo/play?ticket=t1' });
});
afterEach(() => vi.useRealTimers());

const LOTTO_ENTRY =
  '/launchGame?code=VNC&vendor=TCG_LOTTO_VN&gameType=ELOTT&lottoView=betting&backUrl=%2Fm%2Fhome';

describe('§2 /m/launchGame and the in-app game page (screen 12)', () => {
  it('§3 a member lottery launches through the relay variant with the VIP label, then plays in an isolated frame', async () => {
    member();
    renderAt(LOTTO_ENTRY);
    const frame = await screen.findByTitle('VNC');
    expect(api.post).toHaveBeenCalledWith(
      '/wps/relay/GCS_launchLotto',
      expect.objectContaining({
        launchMode: 'LOTT',
        lottoGameCode: 'VNC',
        lottoView: 'betting',
        device: 'MOBILE',
        language: 'VI',
        labelName: 'VIP 2',
        backUrl: '/m/home',
      }),
      expect.objectContaining({ timeout: 10_000, alert: false }),
    );
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/vendor/demo/play?ticket=t1');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation',
    );
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame).toHaveAttribute('allow', 'fullscreen');
  });

  it('§4 the game-started event fires once, after the game page loads', async () => {
    member();
    const seen = vi.fn();
    window.addEventListener(GAME_STARTED_EVENT, seen);
    renderAt('/launchGame?code=DRAGON&vendor=TCG&gameType=RNG&prize_mode=P1&backUrl=%2Fm%2Fgame');
    // The link carries no name: it is looked up in the vendor's catalogue for the bar and the frame.
    const frame = await screen.findByTitle('Fortune Dragon Slots');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fortune Dragon Slots' }),
    ).toBeInTheDocument();
    expect(seen).not.toHaveBeenCalled();
    fireEvent.load(frame);
    fireEvent.load(frame);
    window.removeEventListener(GAME_STARTED_EVENT, seen);
    expect(seen).toHaveBeenCalledOnce();
    expect((seen.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      gameCode: 'DRAGON',
      vendor: 'TCG',
      trial: false,
    });
    expect(api.post).toHaveBeenCalledWith(
      '/wps/game/launchGame',
      {
        gameCode: 'DRAGON',
        vendor: 'TCG',
        prizeMode: 'P1',
        backUrl: '/m/game',
        labelName: 'VIP 2',
      },
      expect.objectContaining({ timeout: 10_000, alert: false }),
    );
  });

  it('§2 screen 12 the hide-header toggle collapses the bar to a handle and back; back returns to backUrl', async () => {
    member();
    renderAt(LOTTO_ENTRY);
    await screen.findByTitle('VNC');
    await userEvent.click(screen.getByRole('button', { name: 'Hide toolbar' }));
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const handle = screen.getByRole('button', { name: 'Show toolbar' });
    expect(handle).toHaveFocus();
    await userEvent.click(handle);
    expect(screen.getByRole('button', { name: 'Hide toolbar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Fullscreen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toBe('/home');
  });

  it("§8 a launch timeout (ECONNABORTED) shows 'timeout_retry_please', then goes back", async () => {
    member();
    api.post.mockRejectedValue(
      new ApiError('timeout', 'ECONNABORTED', 0, 'timeout of 10000ms exceeded', {
        url: '',
        alert: false,
      }),
    );
    renderAt(LOTTO_ENTRY);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Timed out, please try again')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(where()).toBe('/home'));
  });

  it("§8 no completion within 10 s is a timeout too ('timeout_retry_please')", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    member();
    api.post.mockImplementation(() => new Promise(() => {}));
    renderAt(LOTTO_ENTRY);
    // TanStack Query notifies through setTimeout(0): each step moves the fake clock by 1 ms.
    const flush = () =>
      act(async () => {
        vi.advanceTimersByTime(1);
        await Promise.resolve();
      });
    for (let i = 0; i < 50 && api.post.mock.calls.length === 0; i++) await flush();
    expect(api.post).toHaveBeenCalled();
    expect(screen.getByTestId('game-launching')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(9_000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    for (let i = 0; i < 5; i++) await flush();
    expect(screen.getByText('Timed out, please try again')).toBeInTheDocument();
  });

  it('§8 any other failure shows the server message, translated when its code is a locale key', async () => {
    member();
    api.post.mockRejectedValue(
      new ApiError('envelope', 'game.vendor.maintenance', 503, 'Vendor under maintenance', {
        url: '',
        alert: false,
      }),
    );
    renderAt(LOTTO_ENTRY);
    expect(
      await screen.findByText('This game provider is under maintenance. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('§8 an unknown code shows the server message as it is', async () => {
    member();
    api.post.mockRejectedValue(
      new ApiError('envelope', 'vendor.said.no', 400, 'The vendor said no', {
        url: '',
        alert: false,
      }),
    );
    renderAt(LOTTO_ENTRY);
    expect(await screen.findByText('The vendor said no')).toBeInTheDocument();
  });

  it('§5 STARTGAMEINAPP3 outside the app: the app-only message, no launch, back to backUrl', async () => {
    member();
    flags.value = { STARTGAMEINAPP3: true };
    renderAt(LOTTO_ENTRY);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Download the APP for a more complete gaming experience, reinstall and restart to play',
      ),
    ).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(where()).toBe('/home'));
  });

  it('§5 STARTGAMEINAPP3 inside the app (inApp query) launches', async () => {
    member();
    flags.value = { STARTGAMEINAPP3: true };
    renderAt(`${LOTTO_ENTRY}&inApp=1`);
    expect(await screen.findByTitle('VNC')).toBeInTheDocument();
  });

  it('§2 a launch link without a game code offers the way to the game area', async () => {
    member();
    renderAt('/launchGame?vendor=TCG');
    expect(screen.getByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to games' })).toHaveAttribute('href', '/game');
  });
});

describe('§3 game lanes on home', () => {
  it('§3 each lane shows its title, count, vendors, cards and "See all", in ordinal order', async () => {
    renderAt('/lanes');
    const slots = await screen.findByRole('region', { name: 'Slots' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Lottery', 'Slots']);
    expect(within(slots).getByText('12 games')).toBeInTheDocument();
    expect(within(slots).getByRole('link', { name: 'TCG Gaming' })).toHaveAttribute(
      'href',
      '/game?category=RNG&vendor=TCG',
    );
    expect(within(slots).getByRole('button', { name: /Fortune Dragon Slots/ })).toBeInTheDocument();
    expect(within(slots).getByRole('link', { name: /See all Slots/ })).toHaveAttribute(
      'href',
      '/game?category=RNG',
    );
    expect(
      within(screen.getByRole('region', { name: 'Lottery' })).getByText('1 game'),
    ).toBeInTheDocument();
  });

  it('§2 a guest tapping a lottery goes to /m/login', async () => {
    renderAt('/lanes');
    await userEvent.click(await screen.findByRole('button', { name: /Vietnam Lotto/ }));
    expect(where()).toBe('/login');
  });

  it('§1 a guest tapping a trial game plays it on /m/game (trial launch), back comes home', async () => {
    renderAt('/lanes');
    await userEvent.click(await screen.findByRole('button', { name: /Fortune Dragon Slots/ }));
    await screen.findByTitle('Fortune Dragon Slots');
    expect(api.post).toHaveBeenCalledWith(
      '/wps/relay/GCS_gameTrialLaunch',
      { gameId: 'DRAGON', platform: 'html5', backUrl: '/m/lanes' },
      expect.objectContaining({ timeout: 10_000, alert: false }),
    );
    expect(where()).toMatch(/^\/game\?trial=DRAGON&backUrl=/);
  });

  it('a member tapping a card goes to /m/launchGame with the game and backUrl', async () => {
    member();
    renderAt('/lanes');
    await userEvent.click(await screen.findByRole('button', { name: /Vietnam Lotto/ }));
    expect(where()).toBe(
      '/launchGame?code=VNC&vendor=TCG_LOTTO_VN&gameType=ELOTT&lottoView=lobby&title=Vietnam+Lotto&backUrl=%2Fm%2Flanes',
    );
  });

  it('§5 STARTGAMEINAPP3: the app-only message instead of a launch', async () => {
    member();
    flags.value = { STARTGAMEINAPP3: true };
    renderAt('/lanes');
    await userEvent.click(await screen.findByRole('button', { name: /Fortune Dragon Slots/ }));
    expect(
      await screen.findByText(
        'Download the APP for a more complete gaming experience, reinstall and restart to play',
      ),
    ).toBeInTheDocument();
    expect(where()).toBe('/lanes');
  });
});

describe('§2 /m/game game area', () => {
  it('§9 categories in ordinal order; the category, vendor and search live in the address', async () => {
    renderAt('/game?affiliateCode=aff1');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Lottery', 'Slots']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[1]!);
    expect(where()).toBe('/game?affiliateCode=aff1&category=RNG');
    await userEvent.click(await screen.findByRole('button', { name: /^Demo Games/ }));
    expect(where()).toBe('/game?affiliateCode=aff1&category=RNG&vendor=DEMO');
    expect(api.get).toHaveBeenCalledWith(
      '/lgw/games/mobile',
      expect.objectContaining({
        query: expect.objectContaining({ category: 'RNG', vendor: 'DEMO', page: 1 }),
      }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dice');
    await vi.waitFor(() =>
      expect(where()).toBe('/game?affiliateCode=aff1&category=RNG&vendor=DEMO&q=dice'),
    );
    expect(await screen.findByRole('heading', { name: 'Results for “dice”' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      '/lgw/games/mobile',
      expect.objectContaining({ query: expect.objectContaining({ q: 'dice' }) }),
    );
  });

  it('§1 guests see the trial badge; a tap opens trial play in the game layer; back closes it', async () => {
    renderAt('/game?category=RNG');
    const grid = await screen.findByRole('tabpanel');
    const card = await within(grid).findByRole('button', { name: /Lucky Dice/ });
    expect(card).toHaveTextContent('Trial');
    await userEvent.click(card);
    await screen.findByTitle('Lucky Dice');
    expect(where()).toBe('/game?category=RNG&trial=DICE');
    expect(api.post).toHaveBeenCalledWith(
      '/wps/relay/GCS_gameTrialLaunch',
      { gameId: 'DICE', platform: 'html5', backUrl: '/m/game?category=RNG' },
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(where()).toBe('/game?category=RNG'));
    expect(screen.queryByTitle('Lucky Dice')).not.toBeInTheDocument();
  });
});
