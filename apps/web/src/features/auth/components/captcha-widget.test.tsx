import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaInit } from '@member-app/contract/schemas/captcha';
import { changeLanguage, setupI18n } from '../../../lib/i18n';
import type * as Loader from '../captcha-loader';
import { CaptchaWidget } from './captcha-widget';

/**
 * The captcha widget of §2 screen 11 and the captcha rules of §5, driven through a fake Geetest
 * installed where the real script would put it (the loader is the boundary: it resolves at once
 * instead of adding a <script>), with the captcha calls answered at the network.
 */

vi.mock('../captcha-loader', async (importOriginal) => ({
  ...(await importOriginal<typeof Loader>()),
  loadGeetestScript: vi.fn(async () => {}),
}));

type Handler = (...args: never[]) => void;
interface FakeGeetest {
  config: Record<string, unknown>;
  handlers: Partial<Record<'ready' | 'success' | 'close' | 'error', Handler>>;
  shown: number;
}

let fake: FakeGeetest | null = null;
/** `ready: false` models a widget whose resources never come up (§8 60205). */
function installGeetest({ ready = true }: { ready?: boolean } = {}) {
  const init = (config: Record<string, unknown>, cb: (c: unknown) => void) => {
    const f: FakeGeetest = { config, handlers: {}, shown: 0 };
    fake = f;
    const widget = {
      onReady: (h: Handler) => ((f.handlers.ready = h), widget),
      onSuccess: (h: Handler) => ((f.handlers.success = h), widget),
      onClose: (h: Handler) => ((f.handlers.close = h), widget),
      onError: (h: Handler) => ((f.handlers.error = h), widget),
      showCaptcha: () => void f.shown++,
      verify: () => void f.shown++,
      getValidate: () =>
        config.captchaId
          ? {
              lot_number: 'lot-1',
              captcha_output: 'out-1',
              pass_token: 'pass-1',
              gen_time: '1700000000',
            }
          : { geetest_challenge: 'ch-1', geetest_validate: 'va-1', geetest_seccode: 'sc-1' },
      reset: () => {},
    };
    cb(widget);
    if (ready) queueMicrotask(() => f.handlers.ready?.());
  };
  Object.assign(window, { initGeetest4: init, initGeetest: init });
}

const ok = (value: unknown) =>
  HttpResponse.json({ success: true, message: null, errorCode: null, value });
let init: CaptchaInit = { provider: 'geetest', version: 'v4', captchaId: 'e2e-geetest-id' };
const verifyBodies: unknown[] = [];
let verifyAnswers: ('ok' | 'fail')[] = [];
const server = setupServer(
  http.get('*/wps/captcha/geetest', () => ok(init)),
  http.post('*/wps/captcha/verify', async ({ request }) => {
    verifyBodies.push(await request.json());
    const answer = verifyAnswers.shift() ?? 'ok';
    return answer === 'ok'
      ? ok({ captchaToken: 'T'.repeat(50), expiresAt: Date.now() + 60_000 })
      : HttpResponse.json(
          {
            success: false,
            message: 'Captcha check failed',
            errorCode: 'captcha.invalid',
            value: null,
          },
          { status: 400 },
        );
  }),
);

beforeAll(async () => {
  // Language files load from their module in tests; only the API must be answered here.
  server.listen({
    onUnhandledRequest: (req, print) =>
      void (new URL(req.url).pathname.startsWith('/wps/') && print.error()),
  });
  await setupI18n('EN');
});
beforeEach(() => {
  init = { provider: 'geetest', version: 'v4', captchaId: 'e2e-geetest-id' };
  verifyBodies.length = 0;
  verifyAnswers = [];
  fake = null;
  installGeetest();
});
afterEach(async () => {
  server.resetHandlers();
  vi.useRealTimers();
  await changeLanguage('EN');
});
afterAll(() => server.close());

const state = () => document.querySelector('.captcha')?.getAttribute('data-state');
const clickToVerify = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Click to verify' }));

async function waiting() {
  expect(await screen.findByRole('button', { name: 'Click to verify' })).toBeVisible();
  expect(state()).toBe('waiting');
}

describe('§9 captcha languages', () => {
  it('§9 Geetest v4 gets the UI language as `language` (JA → jpn)', async () => {
    await changeLanguage('JA');
    render(<CaptchaWidget />);
    await vi.waitFor(() => expect(fake).not.toBeNull());
    expect(fake!.config).toMatchObject({
      captchaId: 'e2e-geetest-id',
      product: 'bind',
      language: 'jpn',
    });
  });

  it('§9 Geetest v3 gets it as `lang` (TH → th); a UI language Geetest lacks is English (PT-BR → en)', async () => {
    init = {
      provider: 'geetest',
      version: 'v3',
      captchaId: 'gt-id',
      challenge: 'c'.repeat(32),
      success: true,
    };
    await changeLanguage('TH');
    const first = render(<CaptchaWidget />);
    await vi.waitFor(() => expect(fake).not.toBeNull());
    expect(fake!.config).toMatchObject({ gt: 'gt-id', lang: 'th' });
    first.unmount();

    fake = null;
    await changeLanguage('PT-BR');
    render(<CaptchaWidget />);
    await vi.waitFor(() => expect(fake).not.toBeNull());
    expect(fake!.config).toMatchObject({ gt: 'gt-id', lang: 'en' });
  });

  it("§9 the built-in captcha's own texts follow the UI language", async () => {
    init = {
      provider: 'builtin',
      challenge: { algorithm: 'SHA-256', challenge: 'a'.repeat(64), salt: 's', signature: 'x' },
    };
    await changeLanguage('CN');
    render(<CaptchaWidget />);
    expect(await screen.findByRole('button', { name: '点击进行验证' })).toBeVisible();
  });
});

describe('§2 screen 11 / §5 captcha rules with a Geetest widget', () => {
  it('§2 loading, then waiting; a solved challenge is checked by the server and shows success with its token', async () => {
    const onChange = vi.fn();
    render(<CaptchaWidget onChange={onChange} />);
    expect(state()).toBe('loading');
    expect(document.querySelector('.captcha [aria-busy="true"]')).toHaveTextContent(
      'Loading verification…',
    );
    await waiting();
    clickToVerify();
    expect(state()).toBe('verifying');
    expect(fake!.shown).toBe(1);
    await act(async () => fake!.handlers.success!());
    expect(await screen.findByText('Verified')).toBeVisible();
    expect(verifyBodies).toEqual([
      {
        provider: 'geetest',
        version: 'v4',
        lotNumber: 'lot-1',
        captchaOutput: 'out-1',
        passToken: 'pass-1',
        genTime: '1700000000',
      },
    ]);
    expect(onChange).toHaveBeenLastCalledWith('T'.repeat(50));
  });

  it("§5 closing the captcha gives 'verify_first' and §2 returns to waiting", async () => {
    render(<CaptchaWidget />);
    await waiting();
    clickToVerify();
    expect(state()).toBe('verifying');
    act(() => fake!.handlers.close!());
    await waiting();
    expect(screen.getByText('Please complete the verification first.')).toBeVisible();
    expect(verifyBodies).toEqual([]);
    // Closed means free again: the next click opens the challenge once more.
    clickToVerify();
    expect(fake!.shown).toBe(2);
  });

  it("§5 concurrent verification is rejected with 'verify geetest too fast'", async () => {
    render(<CaptchaWidget />);
    await waiting();
    clickToVerify();
    fireEvent.click(screen.getByRole('button', { name: /Verifying…/ }));
    expect(screen.getByText('Verifying too fast. Please wait a moment.')).toBeVisible();
    expect(fake!.shown).toBe(1);
    // The running verification still completes.
    await act(async () => fake!.handlers.success!());
    expect(await screen.findByText('Verified')).toBeVisible();
    expect(verifyBodies).toHaveLength(1);
  });

  it('§5 attempts are retried once: a failed check is sent again and then passes', async () => {
    verifyAnswers = ['fail', 'ok'];
    render(<CaptchaWidget />);
    await waiting();
    clickToVerify();
    await act(async () => fake!.handlers.success!());
    expect(await screen.findByText('Verified')).toBeVisible();
    expect(verifyBodies).toHaveLength(2);
    expect(verifyBodies[1]).toEqual(verifyBodies[0]);
  });

  it('§5 only once: two failed checks show the error (retry goes back to loading), never a third', async () => {
    verifyAnswers = ['fail', 'fail', 'ok'];
    render(<CaptchaWidget />);
    await waiting();
    clickToVerify();
    await act(async () => fake!.handlers.success!());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed. Please try again.',
    );
    expect(state()).toBe('error');
    expect(verifyBodies).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(state()).toBe('loading');
    await waiting();
  });

  it('§8 60205: a widget that never comes up shows the load error with its number after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    installGeetest({ ready: false });
    render(<CaptchaWidget />);
    // The challenge arrives over the network; the 10 s wait for the widget starts after it.
    await vi.waitFor(() => expect(fake).not.toBeNull(), { interval: 1 });
    await act(async () => void (await vi.advanceTimersByTimeAsync(9_990)));
    expect(state()).toBe('loading');
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(screen.getByRole('alert')).toHaveTextContent('The verification could not load. (60205)');
    expect(state()).toBe('error');
  });
});
