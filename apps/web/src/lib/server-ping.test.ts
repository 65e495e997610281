import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PING_TIMEOUT_MS } from '@member-app/contract/constants';
import { resetBootConfig } from './boot-config';
import { pingServer } from './server-ping';

type Answer = 'pong' | 'error' | 'silent';
let answer: Answer = 'pong';
const seen: Request[] = [];
const server = setupServer(
  http.get('*/wps/system/test/ping', ({ request }) => {
    seen.push(request.clone());
    if (answer === 'silent') return new Promise<Response>(() => {});
    if (answer === 'error')
      return HttpResponse.json(
        { success: false, message: 'down', errorCode: 'internal.error', value: null },
        { status: 503 },
      );
    return HttpResponse.json({
      success: true,
      message: null,
      errorCode: null,
      value: { pong: true, serverTime: Date.now() },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answer = 'pong';
  seen.length = 0;
  document.body.innerHTML =
    '<script type="application/json" id="mc-boot">{"merchantCode":"lucky"}</script>';
  resetBootConfig();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('§7 GET /wps/system/test/ping', () => {
  it('§7 asks the server with the Merchant header and resolves true on pong', async () => {
    await expect(pingServer()).resolves.toBe(true);
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).pathname).toBe('/wps/system/test/ping');
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.headers.get('merchant')).toBe('lucky');
  });

  it('a failed answer is unreachable', async () => {
    answer = 'error';
    await expect(pingServer()).resolves.toBe(false);
  });

  it('§9 a server that says nothing is given up after 20 000 ms, not before', async () => {
    expect(PING_TIMEOUT_MS).toBe(20_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer = 'silent';
    let result: boolean | undefined;
    void pingServer().then((r) => (result = r));
    await vi.waitFor(() => expect(seen).toHaveLength(1), { interval: 1 });
    await vi.advanceTimersByTimeAsync(PING_TIMEOUT_MS - 50);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(50);
    await vi.waitFor(() => expect(result).toBe(false));
    expect(seen[0]!.signal.aborted).toBe(true);
  });
});
