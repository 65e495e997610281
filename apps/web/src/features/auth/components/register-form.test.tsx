import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_LOCK_MS } from '@member-app/contract/constants';
import { setupI18n } from '../../../lib/i18n';
import {
  closeOverlay,
  getOverlays,
  resetOverlays,
  type DialogOverlay,
} from '../../../lib/overlay-store';
import { RegisterForm } from './register-form';

/**
 * Registration (§4 500 ms double-submit lock, §8 registration failure, §5 "Sending an SMS needs a
 * mobile number"), with the form rendered as the register page shows it and the server answered at
 * the network (msw): site settings, country info, the RSA key of the §7 body encryption, the
 * registration and the SMS send.
 */

const ok = (value: unknown) =>
  HttpResponse.json({ success: true, message: null, errorCode: null, value });
type RegisterAnswer = 'ok' | 'taken' | 'no-message';
let registerAnswer: RegisterAnswer = 'ok';
let publicKey = '';
const registrations: Request[] = [];
const smsSends: unknown[] = [];
const settings = {
  whitelabelVal: {},
  gw: { GEETEST_ID: '', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
  register: { captcha: { enabled: false }, mobilePassword: false },
  sms: { firebase: false, apiKey: '' },
};
const server = setupServer(
  http.get('*/wps/session/key/rsa', () =>
    ok({ keyId: 'k1', publicKey, algorithm: 'RSA-OAEP-256', expiresAt: Date.now() + 3_600_000 }),
  ),
  http.get('*/wps/system/status', () => ok(settings)),
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
  http.get('*/wps/check/username', () => ok({ available: true })),
  http.post('*/wps/member/register', ({ request }) => {
    registrations.push(request);
    if (registerAnswer === 'taken')
      return HttpResponse.json(
        { success: false, message: 'User name taken', errorCode: 'username.exists', value: null },
        { status: 409 },
      );
    if (registerAnswer === 'no-message')
      return HttpResponse.json(
        { success: false, message: '', errorCode: null, value: null },
        { status: 400 },
      );
    return ok({ token: 't'.repeat(40), id: 9, userName: 'amy_1', merchantCode: 'demo', type: 0 });
  }),
  http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
    smsSends.push(await request.json());
    return ok({ expirationTime: Date.now() + 120_000 });
  }),
);

beforeAll(async () => {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  publicKey = btoa(
    String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))),
  );
  server.listen({
    onUnhandledRequest: (req, print) =>
      void (new URL(req.url).pathname.startsWith('/wps/') && print.error()),
  });
  await setupI18n('EN');
});
beforeEach(() => {
  registrations.length = 0;
  smsSends.length = 0;
  registerAnswer = 'ok';
  resetOverlays();
  sessionStorage.clear();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function renderForm() {
  const onRegistered = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/register']}>
        <RegisterForm onLogin={() => {}} onRegistered={onRegistered} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onRegistered, form: screen.getByRole('form', { name: 'Join now' }) };
}

async function fillUsernameForm() {
  // The settings arrive first (the form reads its captcha rule from them).
  await screen.findByRole('button', { name: 'Create account' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
    target: { value: 'amy_1' },
  });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
    target: { value: 'Secret123' },
  });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret123' } });
}

const alerts = () => getOverlays().filter((o): o is DialogOverlay => o.kind === 'dialog');
async function closeAlert() {
  const alert = alerts()[0]!;
  await act(async () => {
    alert.actions[0]!.onPress?.();
    closeOverlay(alert.id);
  });
}

describe('§4 registration double-submit lock (500 ms)', () => {
  it('§4 two submits in a row send one registration', async () => {
    const { form, onRegistered } = renderForm();
    await fillUsernameForm();
    fireEvent.submit(form);
    fireEvent.submit(form);
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(registrations).toHaveLength(1);
    expect(registrations[0]!.headers.get('moduleid')).toBe('REG3');
  });

  it('§4 after a failure the lock is released 500 ms later: a submit at 499 ms is ignored, at 500 ms it is sent', async () => {
    registerAnswer = 'taken';
    const { form } = renderForm();
    await fillUsernameForm();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.submit(form);
    // §8 the server message (here known by its errorCode, so in the UI language) in an alert.
    await vi.waitFor(() => expect(alerts()).toHaveLength(1), { interval: 1 });
    expect(alerts()[0]).toMatchObject({
      title: 'Notice',
      message: 'This username is already taken.',
    });
    expect(registrations).toHaveLength(1);
    await closeAlert();

    await act(async () => void (await vi.advanceTimersByTimeAsync(SUBMIT_LOCK_MS - 1)));
    // The player sees why a click does nothing: the button stays disabled while locked.
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).toBe(true);
    fireEvent.submit(form);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(registrations).toHaveLength(1);
    expect(alerts()).toHaveLength(0);

    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(button.disabled).toBe(false);
    fireEvent.submit(form);
    await vi.waitFor(() => expect(registrations).toHaveLength(2), { interval: 1 });
  });
});

describe('§8 registration failure', () => {
  it('§8 without a server message the alert says unknown_error', async () => {
    registerAnswer = 'no-message';
    const { form, onRegistered } = renderForm();
    await fillUsernameForm();
    fireEvent.submit(form);
    await vi.waitFor(() => expect(alerts()).toHaveLength(1));
    expect(alerts()[0]!.message).toBe('Unknown error');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

describe('§5 sending an SMS needs a mobile number', () => {
  it('§5 without a number nothing is sent; the field is marked and focused; with one the code is sent', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Create account' });
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    const send = screen.getByRole('button', { name: 'Send code' });
    await act(async () => void fireEvent.click(send));
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(mobile).toHaveFocus();
    expect(smsSends).toEqual([]);

    fireEvent.change(mobile, { target: { value: '9171234567' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    await vi.waitFor(() =>
      expect(smsSends).toEqual([
        { countryDialingCode: '63', mobileNum: '9171234567', purpose: 'register' },
      ]),
    );
  });
});
