import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOYALTY_ERROR_CODES as E, LOYALTY_PATHS } from '@member-app/contract/rules/loyalty';
import type { MallItem } from '@member-app/contract/schemas/content';
import type { Mission, RewardState } from '@member-app/contract/schemas/loyalty';
import { OverlayHost } from '../../components/overlay-host';
import { setupI18n } from '../../lib/i18n';
import { resetOverlays } from '../../lib/overlay-store';
import { clearSession, setSession } from '../../lib/session';
import { Component as MallPage } from './mall-page';
import { Component as MissionsPage } from './missions-page';
import { Component as RewardCenterPage } from './reward-center-page';

/**
 * The loyalty screens against the calls of the contract (MSW): what a member sees and does. The
 * server side of the same rules is tested in apps/server/test/loyalty.test.ts.
 */

const ok = <T,>(value: T) =>
  HttpResponse.json({ success: true, message: null, errorCode: null, value });
const refuse = (errorCode: string, message: string) =>
  HttpResponse.json({ success: false, message, errorCode, value: null }, { status: 409 });

let balance = 0;
let posted: unknown[] = [];
const server = setupServer(
  http.get('*/wps/system/status', () => ok({ whitelabelVal: { REWCEN3: true } })),
  http.get('*/wps/system/country', () =>
    ok({
      countries: [],
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'prefix',
    }),
  ),
  http.get(`*${LOYALTY_PATHS.points}`, () => ok({ balance, history: [] })),
);

beforeAll(async () => {
  server.listen({
    onUnhandledRequest: (req, print) =>
      void (new URL(req.url).pathname.startsWith('/wps/') && print.error()),
  });
  await setupI18n('EN');
});
beforeEach(() => {
  resetOverlays();
  posted = [];
  setSession({
    id: 7,
    token: 'tok',
    merchantCode: 'demo',
    userName: 'demo_player',
    type: 0,
    firstTimeLogin: false,
  });
});
afterEach(() => {
  // Unmount first: a session cleared under a mounted page would refetch with no handlers left.
  cleanup();
  server.resetHandlers();
  clearSession();
});
afterAll(() => server.close());

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {page}
        <OverlayHost loadingLabel="Please wait" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('§2 /m/rewardCenter: rewards are claimed for points', () => {
  const promotion = {
    id: 11,
    key: 'DAILY_CHECKIN',
    title: 'Daily Check-in',
    description: 'Check in every day.',
    image: '/img/checkin.png',
    reward: '50 points',
  };
  const deposit = { ...promotion, id: 12, key: 'FIRST_DEPOSIT', title: 'First Deposit Bonus' };
  const state = (over: Partial<RewardState>): RewardState => ({
    promotionId: 11,
    points: 50,
    cycle: 'DAILY',
    status: 'CLAIMABLE',
    requirement: null,
    claimedAt: null,
    resetsAt: '2026-11-26T00:00:00.000Z',
    ...over,
  });
  let states: RewardState[] = [];
  beforeEach(() => {
    balance = 100;
    states = [
      state({}),
      state({
        promotionId: 12,
        points: 500,
        cycle: 'ONCE',
        status: 'LOCKED',
        requirement: { event: 'DEPOSIT', count: 1, progress: 0 },
        resetsAt: null,
      }),
    ];
    server.use(
      http.post('*/wps/relay/MCSFE_getMerchantAvailablePromotions', () =>
        ok({ list: [promotion, deposit] }),
      ),
      http.get(`*${LOYALTY_PATHS.rewards}`, () => ok({ list: states })),
      http.post(`*${LOYALTY_PATHS.rewardClaim}`, async ({ request }) => {
        posted.push(await request.json());
        balance += 50;
        states = [state({ status: 'CLAIMED', claimedAt: '2026-11-25T08:00:00.000Z' }), states[1]!];
        return ok({ awarded: 50, balance, reward: states[0] });
      }),
    );
  });

  it('a claimable reward is claimed: the points rise and it shows as claimed until the next cycle', async () => {
    renderPage(<RewardCenterPage />);
    await waitForText(await screen.findByTestId('points-balance'), '100');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Daily Check-in' }));
    expect(posted).toEqual([{ promotionId: 11 }]);
    expect(await screen.findByText('+50 points added')).toBeInTheDocument();
    await waitForText(screen.getByTestId('points-balance'), '150');
    expect(screen.queryByRole('button', { name: 'Claim Daily Check-in' })).not.toBeInTheDocument();
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    expect(screen.getByText(/Claim again from/)).toBeInTheDocument();
  });

  it('a reward with a requirement is locked and shows how far the member is', async () => {
    renderPage(<RewardCenterPage />);
    const bar = await screen.findByRole('progressbar', { name: 'Successful deposits' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '1');
    expect(
      screen.queryByRole('button', { name: 'Claim First Deposit Bonus' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
  });

  it('a refused claim says why in the player’s language, never the raw code', async () => {
    server.use(
      http.post(`*${LOYALTY_PATHS.rewardClaim}`, () =>
        refuse(E.REWARD_ALREADY_CLAIMED, 'reward.already.claimed'),
      ),
    );
    renderPage(<RewardCenterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Daily Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('You have already claimed this.');
    expect(dialog).not.toHaveTextContent('reward.already.claimed');
  });
});

describe('§2 /m/mall/mallHome: items are redeemed for points', () => {
  const item = (over: Partial<MallItem>): MallItem => ({
    id: 1,
    name: '₱100 Bonus Voucher',
    description: 'Credited instantly.',
    image: '/img/voucher.png',
    points: 1000,
    stock: 5,
    category: 'Vouchers',
    limitPerMember: 2,
    ...over,
  });
  let items: MallItem[] = [];
  let mine: { itemId: number; redeemed: number }[] = [];
  beforeEach(() => {
    balance = 1500;
    mine = [];
    items = [
      item({}),
      item({ id: 2, name: 'Smart Watch', points: 32_000, stock: 6, limitPerMember: null }),
      item({ id: 3, name: 'Flagship Smartphone', points: 1000, stock: 0, limitPerMember: 1 }),
      item({ id: 4, name: '50 Free Spins', points: 200, stock: 9, limitPerMember: 1 }),
    ];
    mine = [{ itemId: 4, redeemed: 1 }];
    server.use(
      http.get('*/wps/content/mall', () => ok({ items })),
      http.get(`*${LOYALTY_PATHS.mallMine}`, () => ok({ list: mine })),
      http.post(`*${LOYALTY_PATHS.mallRedeem}`, async ({ request }) => {
        posted.push(await request.json());
        balance -= 1000;
        items = items.map((i) => (i.id === 1 ? { ...i, stock: i.stock - 1 } : i));
        mine = [...mine, { itemId: 1, redeemed: 1 }];
        return ok({ redemptionId: 9, balance, item: { id: 1, stock: 4, redeemed: 1 } });
      }),
    );
  });

  it('shows the points; redeeming asks first, then the points fall and the stock drops', async () => {
    renderPage(<MallPage />);
    await waitForText(await screen.findByTestId('points-balance'), '1,500');
    const card = (await screen.findByRole('heading', { name: '₱100 Bonus Voucher' })).closest(
      'li',
    )!;
    expect(within(card).getByTestId('mall-stock')).toHaveTextContent('5 left');
    await userEvent.click(within(card).getByRole('button', { name: 'Redeem: ₱100 Bonus Voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem ₱100 Bonus Voucher?' });
    expect(dialog).toHaveTextContent('1,000 points will be deducted.');
    expect(posted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Redeemed: ₱100 Bonus Voucher')).toBeInTheDocument();
    expect(posted).toEqual([{ itemId: 1 }]);
    await waitForText(screen.getByTestId('points-balance'), '500');
    await waitForText(within(card).getByTestId('mall-stock'), '4 left');
    expect(within(card).getByText('Limit 2 per member · you have 1')).toBeInTheDocument();
  });

  it('names why an item cannot be redeemed: too few points, sold out, limit reached', async () => {
    renderPage(<MallPage />);
    expect(
      await screen.findByRole('button', { name: 'Not enough points: Smart Watch' }),
    ).toBeDisabled();
    expect(screen.getByText('You need 30,500 more points')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold out: Flagship Smartphone' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Limit reached: 50 Free Spins' })).toBeDisabled();
  });

  it('a redemption the server refuses (the last one went to someone else) says so clearly and shows the new stock', async () => {
    server.use(
      http.post(`*${LOYALTY_PATHS.mallRedeem}`, () => {
        items = items.map((i) => (i.id === 1 ? { ...i, stock: 0 } : i));
        return refuse(E.MALL_OUT_OF_STOCK, 'Out of stock');
      }),
    );
    renderPage(<MallPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Redeem: ₱100 Bonus Voucher' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Redeem ₱100 Bonus Voucher?' })).getByRole(
        'button',
        { name: 'Redeem' },
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent(
      'Sorry, this item is out of stock.',
    );
    expect(
      await screen.findByRole('button', { name: 'Sold out: ₱100 Bonus Voucher' }),
    ).toBeDisabled();
    await waitForText(screen.getByTestId('points-balance'), '1,500');
  });
});

describe('§2 /m/leaderBoard: missions with progress, claimed when complete', () => {
  const mission = (over: Partial<Mission>): Mission => ({
    id: 1,
    key: 'DAILY_GAMES',
    title: 'Play 3 games',
    description: 'Launch any 3 games today.',
    event: 'GAME_LAUNCH',
    target: 3,
    progress: 1,
    points: 30,
    cycle: 'DAILY',
    status: 'IN_PROGRESS',
    resetsAt: '2026-11-26T00:00:00.000Z',
    ...over,
  });
  let missions: Mission[] = [];
  beforeEach(() => {
    balance = 0;
    missions = [
      mission({}),
      mission({
        id: 2,
        key: 'DAILY_LOGIN',
        title: 'Log in today',
        event: 'LOGIN',
        target: 1,
        progress: 1,
        points: 10,
        status: 'COMPLETED',
      }),
      mission({
        id: 3,
        key: 'DEPOSITS',
        title: 'Make 30 deposits',
        event: 'DEPOSIT',
        target: 30,
        progress: 24,
        points: 300,
        cycle: 'ONCE',
        resetsAt: null,
      }),
    ];
    server.use(
      http.get(`*${LOYALTY_PATHS.missions}`, () => ok({ list: missions })),
      http.post(`*${LOYALTY_PATHS.missionClaim}`, async ({ request }) => {
        posted.push(await request.json());
        balance += 10;
        missions = missions.map((m) => (m.id === 2 ? { ...m, status: 'CLAIMED' as const } : m));
        return ok({ awarded: 10, balance, mission: missions[1] });
      }),
      http.get('*/wps/content/leaderboard', () =>
        ok({
          boards: [{ key: 'weekly', title: 'Weekly top' }],
          board: 'weekly',
          entries: [{ rank: 1, playerName: 'ja***88', score: 1_284_500, prize: '₱18,888' }],
        }),
      ),
    );
  });

  it('each mission shows its progress bar; a game mission leads to the games', async () => {
    renderPage(<MissionsPage />);
    const games = await screen.findByRole('progressbar', { name: 'Play 3 games' });
    expect(games).toHaveAttribute('aria-valuenow', '1');
    expect(games).toHaveAttribute('aria-valuemax', '3');
    expect(games).toHaveAttribute('aria-valuetext', '1 / 3');
    expect(screen.getByRole('progressbar', { name: 'Make 30 deposits' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );
    expect(screen.getByRole('link', { name: 'Go: Play 3 games' })).toHaveAttribute('href', '/game');
    expect(screen.getByRole('link', { name: 'Go: Make 30 deposits' })).toHaveAttribute(
      'href',
      '/voucherCenter',
    );
  });

  it('a completed mission is claimed for its points, then shows as claimed', async () => {
    renderPage(<MissionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Log in today' }));
    expect(posted).toEqual([{ missionId: 2 }]);
    expect(await screen.findByText('+10 points added')).toBeInTheDocument();
    await waitForText(screen.getByTestId('points-balance'), '10');
    expect(screen.queryByRole('button', { name: 'Claim Log in today' })).not.toBeInTheDocument();
  });

  it('the leaderboards are one tab away, by keyboard too', async () => {
    renderPage(<MissionsPage />);
    const tab = await screen.findByRole('tab', { name: 'Missions' });
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('ja***88')).toBeInTheDocument();
    expect(screen.getByText('1,284,500')).toBeInTheDocument();
  });
});

/** The element's whole text becomes exactly this (a substring would let "1,500" pass for "500"). */
async function waitForText(el: HTMLElement, text: string) {
  await waitFor(() => expect(el.textContent?.trim()).toBe(text));
}
