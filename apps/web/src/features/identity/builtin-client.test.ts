import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { IDENTITY_MESSAGE_TYPE, IDENTITY_PATHS } from '@member-app/contract/rules/identity';
import { createBuiltinClient } from './builtin-client';

const ORIGIN = 'http://app.test';

/** A stand-in for the opener window: window.open returns `popup`, messages are dispatched by hand. */
function fakeWindow(popup: { closed: boolean; close: () => void } | null) {
  const target = new EventTarget();
  const opened: { url: string; features: string }[] = [];
  const win = Object.assign(target, {
    location: { origin: ORIGIN },
    screenX: 0,
    screenY: 0,
    outerWidth: 1000,
    outerHeight: 800,
    open: (url: string, _name: string, features: string) => {
      opened.push({ url, features });
      return popup;
    },
  });
  const post = (data: unknown, from: unknown = popup, origin = ORIGIN) => {
    const ev = new MessageEvent('message', { data, origin });
    Object.defineProperty(ev, 'source', { value: from });
    target.dispatchEvent(ev);
  };
  return { win: win as unknown as Window, opened, post };
}

afterEach(() => vi.useRealTimers());

describe('built-in provider popup (§4, §9)', () => {
  it('§9 opens the sign-in window 500x600 for the channel and the app origin, and resolves with the posted id token', async () => {
    const popup = { closed: false, close: vi.fn() };
    const { win, opened, post } = fakeWindow(popup);
    const pending = createBuiltinClient(win).signIn('google');
    expect(opened).toEqual([
      {
        url: `${IDENTITY_PATHS.signin}?channel=google&origin=${encodeURIComponent(ORIGIN)}`,
        features: 'popup=yes,width=500,height=600,left=250,top=100',
      },
    ]);
    // Messages from elsewhere are ignored: another origin, another window, another type.
    post(
      { type: IDENTITY_MESSAGE_TYPE, ok: true, channel: 'google', idToken: 'evil' },
      popup,
      'http://evil.test',
    );
    post({ type: IDENTITY_MESSAGE_TYPE, ok: true, channel: 'google', idToken: 'other' }, {});
    post({ type: 'something-else', ok: true, idToken: 'x' });
    post({ type: IDENTITY_MESSAGE_TYPE, ok: true, channel: 'google', idToken: 'id-token-1' });
    await expect(pending).resolves.toBe('id-token-1');
  });

  it('§8 a blocked window is auth/popup-blocked', async () => {
    const { win } = fakeWindow(null);
    await expect(createBuiltinClient(win).signIn('line')).rejects.toMatchObject({
      code: 'auth/popup-blocked',
    });
  });

  it('§8 the window closed without an answer is auth/popup-closed-by-user', async () => {
    vi.useFakeTimers();
    const popup = { closed: false, close: vi.fn() };
    const { win } = fakeWindow(popup);
    const pending = createBuiltinClient(win).signIn('facebook');
    const check = expect(pending).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_000);
    await check;
  });

  it("§8 the window's own error answer (Cancel) is passed on with its code", async () => {
    const popup = { closed: false, close: vi.fn() };
    const { win, post } = fakeWindow(popup);
    const pending = createBuiltinClient(win).signIn('twitter');
    post({
      type: IDENTITY_MESSAGE_TYPE,
      ok: false,
      code: 'auth/popup-closed-by-user',
      message: 'closed',
    });
    await expect(pending).rejects.toMatchObject({
      code: 'auth/popup-closed-by-user',
      message: 'closed',
    });
  });

  it('§8 a second sign-in cancels the first as auth/cancelled-popup-request (ignored silently)', async () => {
    const first = { closed: false, close: vi.fn() };
    const { win } = fakeWindow(first);
    const client = createBuiltinClient(win);
    const pending = client.signIn('google');
    void client.signIn('google').catch(() => {});
    await expect(pending).rejects.toMatchObject({ code: 'auth/cancelled-popup-request' });
    expect(first.close).toHaveBeenCalled();
  });
});

describe('built-in provider phone verification (§4)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('§4 a confirmation without a sent code is auth/code-expired', async () => {
    await expect(createBuiltinClient(window).confirmPhoneCode('123456')).rejects.toMatchObject({
      code: 'auth/code-expired',
    });
  });

  it('§4 sends to the E.164 number, then trades the code for an id token; envelope errors keep their auth/ code', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`*${IDENTITY_PATHS.phoneSend}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: null,
          errorCode: null,
          value: { sessionInfo: 'sess-1', expirationTime: 1 },
        });
      }),
      http.post(`*${IDENTITY_PATHS.phoneVerify}`, async ({ request }) => {
        const body = (await request.json()) as { sessionInfo: string; code: string };
        bodies.push(body);
        return body.code === '123456'
          ? HttpResponse.json({
              success: true,
              message: null,
              errorCode: null,
              value: { idToken: 'phone-token' },
            })
          : HttpResponse.json(
              {
                success: false,
                message: 'The code is wrong',
                errorCode: 'auth/invalid-verification-code',
                value: null,
              },
              { status: 400 },
            );
      }),
    );
    const client = createBuiltinClient(window);
    await client.sendPhoneCode('+639171234567');
    await expect(client.confirmPhoneCode('000000')).rejects.toMatchObject({
      code: 'auth/invalid-verification-code',
      message: 'The code is wrong',
    });
    // A wrong code keeps the verification: the right one still works, once.
    await expect(client.confirmPhoneCode(' 123456 ')).resolves.toBe('phone-token');
    await expect(client.confirmPhoneCode('123456')).rejects.toMatchObject({
      code: 'auth/code-expired',
    });
    expect(bodies).toEqual([
      { phoneNumber: '+639171234567' },
      { sessionInfo: 'sess-1', code: '000000' },
      { sessionInfo: 'sess-1', code: '123456' },
    ]);
  });

  it('§8 a network failure is auth/network-request-failed', async () => {
    server.use(http.post(`*${IDENTITY_PATHS.phoneSend}`, () => HttpResponse.error()));
    await expect(createBuiltinClient(window).sendPhoneCode('+639171234567')).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
  });
});
