import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WALLET_BALANCE_PATH } from '@member-app/contract/rules/wallet';
import { setupI18n } from '../lib/i18n';
import { clearSession, setSession } from '../lib/session';
import { BalanceCard, HeaderBalance } from './wallet-balance';

const ok = <T,>(value: T) =>
  HttpResponse.json({ success: true, message: null, errorCode: null, value });

let balance = 10_000;
let release: (() => void) | null = null;
const server = setupServer(
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
  http.get(`*${WALLET_BALANCE_PATH}`, async () => {
    // A test may hold the answer back to look at the button while the balance is on its way.
    if (release === null) await delay(0);
    else await new Promise<void>((resolve) => (release = resolve));
    return ok({ balance, currency: 'PHP', updatedAt: new Date().toISOString() });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await setupI18n('EN');
});
beforeEach(() => {
  balance = 10_000;
  release = null;
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
  cleanup();
  server.resetHandlers();
  clearSession();
});
afterAll(() => server.close());

function renderBalance(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent?.trim();

describe('the wallet balance in the header and on the member page', () => {
  it('shows the balance in the merchant’s currency, as the UI language writes money', async () => {
    renderBalance(<HeaderBalance />);
    await waitFor(() => expect(text('header-balance')).toBe('₱10,000.00'));
    expect(screen.getByRole('group', { name: 'Balance' })).toBeInTheDocument();
  });

  it('refresh spins while the balance is on its way, then shows the new amount', async () => {
    renderBalance(<HeaderBalance />);
    await waitFor(() => expect(text('header-balance')).toBe('₱10,000.00'));
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    expect(refresh).toHaveAttribute('aria-busy', 'false');
    balance = 9_876.5;
    release = () => undefined;
    await userEvent.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    // Still the last known amount while refreshing, never a dash or zero.
    expect(text('header-balance')).toBe('₱10,000.00');
    release();
    await waitFor(() => expect(text('header-balance')).toBe('₱9,876.50'));
    expect(refresh).toHaveAttribute('aria-busy', 'false');
  });

  it('the member page’s card has one-tap Deposit and Withdraw', async () => {
    renderBalance(<BalanceCard />);
    await waitFor(() => expect(text('member-balance')).toBe('₱10,000.00'));
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/voucherCenter');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withdraw');
  });

  it('a balance that cannot be loaded shows a dash and says so, without an alert', async () => {
    server.use(
      http.get(`*${WALLET_BALANCE_PATH}`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Service unavailable',
            errorCode: 'service.unavailable',
            value: null,
          },
          { status: 503 },
        ),
      ),
    );
    renderBalance(<BalanceCard />);
    expect(
      await screen.findByText('Your balance could not be loaded. Tap refresh to try again.'),
    ).toBeInTheDocument();
    expect(text('member-balance')).toBe('–');
  });
});
