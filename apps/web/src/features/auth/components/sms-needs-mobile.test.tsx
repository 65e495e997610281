import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { LoginForm } from './login-form';
import { SecondFactorModal } from './second-factor-modal';

/**
 * §5 "Sending an SMS needs a mobile number": the SMS login and the second factor refuse to send
 * without one (the registration form is covered in register-form.test.tsx); the SMS send is
 * answered at the network (msw).
 */

const ok = (value: unknown) =>
  HttpResponse.json({ success: true, message: null, errorCode: null, value });
const smsSends: unknown[] = [];
const server = setupServer(
  http.get('*/wps/system/status', () =>
    ok({
      whitelabelVal: {},
      gw: { GEETEST_ID: '', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
      register: { captcha: { enabled: false }, mobilePassword: false },
      sms: { firebase: false, apiKey: '' },
    }),
  ),
  http.get('*/wps/system/country', () =>
    ok({
      countries: [],
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'prefix',
      showDialingCode: false,
    }),
  ),
  http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
    smsSends.push(await request.json());
    return ok({ expirationTime: Date.now() + 120_000 });
  }),
);

beforeAll(async () => {
  server.listen({
    onUnhandledRequest: (req, print) =>
      void (new URL(req.url).pathname.startsWith('/wps/') && print.error()),
  });
  await setupI18n('EN');
});
beforeEach(() => {
  smsSends.length = 0;
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

async function sendWithoutThenWithNumber(purpose: 'login' | 'verify') {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
  const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
  expect(mobile).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
  expect(mobile).toHaveFocus();
  expect(smsSends).toEqual([]);

  fireEvent.change(mobile, { target: { value: '9171234567' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
  await vi.waitFor(() =>
    expect(smsSends).toEqual([
      expect.objectContaining({ countryDialingCode: '63', mobileNum: '9171234567', purpose }),
    ]),
  );
}

describe('§5 sending an SMS needs a mobile number', () => {
  it('§5 SMS login: no number, no SMS; the number field is marked and focused', async () => {
    renderWithProviders(<LoginForm onRegister={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    // The country info brings the dialing code the SMS goes to.
    expect(await screen.findByText('+63')).toBeVisible();
    await sendWithoutThenWithNumber('login');
  });

  it('§5 second factor by SMS: no number, no SMS', async () => {
    renderWithProviders(
      <SecondFactorModal
        pending={{
          request: { type: 'username', username: 'amy_1', password: 'Secret123' },
          info: {
            methods: ['S'],
            maskedEmail: null,
            maskedMobile: '917****567',
            countryDialingCode: '63',
          },
          remember: false,
        }}
        processing={false}
        onSubmit={async () => false}
        onCancel={() => {}}
      />,
    );
    await sendWithoutThenWithNumber('verify');
  });
});
