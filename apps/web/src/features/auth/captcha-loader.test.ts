import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CaptchaLoadError,
  captchaErrorText,
  loadGeetestScript,
  withResourceTimeout,
} from './captcha-loader';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

/** Settles a promise into an inspectable box without letting an early rejection go unhandled. */
function watch<T>(p: Promise<T>) {
  const box: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  p.then(
    (value) => Object.assign(box, { value, settled: true }),
    (error: unknown) => Object.assign(box, { error, settled: true }),
  );
  return box;
}

describe('§8 captcha loader errors 60204, 60205', () => {
  it('§8 60205: a widget that does not come up within 10 s fails with the resource timeout', async () => {
    vi.useFakeTimers();
    const box = watch(withResourceTimeout(new Promise<never>(() => {})));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(box.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(box.error).toBeInstanceOf(CaptchaLoadError);
    expect((box.error as CaptchaLoadError).code).toBe('60205');
    expect(
      captchaErrorText('The verification could not load.', (box.error as CaptchaLoadError).code),
    ).toBe('The verification could not load. (60205)');
  });

  it('§8 a widget that comes up in time is handed over, and the timer is gone', async () => {
    vi.useFakeTimers();
    let ready!: (w: string) => void;
    const box = watch(withResourceTimeout(new Promise<string>((r) => (ready = r))));
    await vi.advanceTimersByTimeAsync(9_000);
    ready('widget');
    await vi.advanceTimersByTimeAsync(0);
    expect(box.value).toBe('widget');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("§8 the widget's own error passes through as it is (not a load timeout)", async () => {
    const error = await withResourceTimeout(Promise.reject(new Error('geetest error'))).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(CaptchaLoadError);
    expect((error as Error).message).toBe('geetest error');
  });

  it('§8 60204: a script that does not load in time fails with the script timeout and is removed', async () => {
    vi.useFakeTimers();
    // jsdom loads no scripts: the tag stays silent, like a script that never arrives.
    const box = watch(loadGeetestScript('v4', 10_000));
    expect(document.head.querySelector('script[src*="geetest"]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(box.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((box.error as CaptchaLoadError).code).toBe('60204');
    expect(document.head.querySelector('script[src*="geetest"]')).toBeNull();
  });
});
