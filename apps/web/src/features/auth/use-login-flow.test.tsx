import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_LOCK_MS } from '@member-app/contract/constants';
import { setupI18n } from '../../lib/i18n';
import {
  closeOverlay,
  getOverlays,
  resetOverlays,
  type DialogOverlay,
} from '../../lib/overlay-store';
import { clearSession, getSession } from '../../lib/session';
import { useLoginFlow } from './use-login-flow';

/**
 * §4 "Login: idle, processing (double submit guarded; released 500 ms after)", with the hook
 * rendered as the forms use it and the server answered at the network (msw): the RSA key for the
 * §7 body encryption, the site settings and POST /wps/session/login.
 */

const ok = (value: unknown) =>
  HttpResponse.json({ success: true, message: null, errorCode: null, value });
let loginAnswer: 'ok' | 'refused' = 'ok';
let publicKey = '';
const logins: Request[] = [];
const server = setupServer(
  http.get('*/wps/session/key/rsa', () =>
    ok({ keyId: 'k1', publicKey, algorithm: 'RSA-OAEP-256', expiresAt: Date.now() + 3_600_000 }),
  ),
  http.get('*/wps/system/status', () => ok({ whitelabelVal: {} })),
  http.post('*/wps/session/login', ({ request }) => {
    logins.push(request);
    return loginAnswer === 'ok'
      ? ok({
          token: 't'.repeat(40),
          id: 7,
          userName: 'amy_1',
          merchantCode: 'demo',
          type: 0,
          firstTimeLogin: false,
          passwordExpired: false,
          usingTemporaryPassword: false,
        })
      : HttpResponse.json(
          {
            success: false,
            message: 'This account is locked.',
            errorCode: 'account.locked',
            value: null,
          },
          { status: 400 },
        );
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
  logins.length = 0;
  loginAnswer = 'ok';
  resetOverlays();
  clearSession();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function renderFlow() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useLoginFlow(), { wrapper });
}

const request = { type: 'username' as const, username: 'amy_1', password: 'Secret123' };
const alerts = () => getOverlays().filter((o): o is DialogOverlay => o.kind === 'dialog');

describe('§4 login double-submit guard', () => {
  it('§4 a second submit while the first is processing sends nothing', async () => {
    const { result } = renderFlow();
    let first!: Promise<string | null>;
    let second!: Promise<string | null>;
    act(() => {
      first = result.current.submit(request, false);
      second = result.current.submit(request, false);
    });
    expect(result.current.processing).toBe(true);
    await act(async () => {
      await expect(second).resolves.toBeNull();
      await expect(first).resolves.toBeNull();
    });
    expect(logins).toHaveLength(1);
    expect(getSession()?.userName).toBe('amy_1');
  });

  it('§4 the guard is released 500 ms after the login ends (here a failure, once its alert is closed)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    loginAnswer = 'refused';
    const { result } = renderFlow();
    let first!: Promise<string | null>;
    act(() => {
      first = result.current.submit(request, false);
    });
    // §8 the server message in an alert; the login stays processing until it is closed.
    await vi.waitFor(() => expect(alerts()).toHaveLength(1), { interval: 1 });
    expect(alerts()[0]!.message).toBe('This account is locked.');
    expect(result.current.processing).toBe(true);
    const alert = alerts()[0]!;
    await act(async () => {
      alert.actions[0]!.onPress?.();
      closeOverlay(alert.id);
      await expect(first).resolves.toBe('account.locked');
    });

    // The 500 ms start now: a submit at 499 ms is still ignored.
    await act(async () => void (await vi.advanceTimersByTimeAsync(SUBMIT_LOCK_MS - 1)));
    expect(result.current.processing).toBe(true);
    await act(
      async () => void (await expect(result.current.submit(request, false)).resolves.toBeNull()),
    );
    expect(logins).toHaveLength(1);

    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(result.current.processing).toBe(false);
    loginAnswer = 'ok';
    await act(async () => {
      await expect(result.current.submit(request, false)).resolves.toBeNull();
    });
    expect(logins).toHaveLength(2);
  });
});
