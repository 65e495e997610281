/**
 * Loads the Geetest script (§8 captcha loader errors): 60204 when the script does not load in
 * time, 60205 when its resources (the widget) do not come up in time.
 */
export const CAPTCHA_SCRIPT_TIMEOUT = '60204';
export const CAPTCHA_RESOURCE_TIMEOUT = '60205';

export class CaptchaLoadError extends Error {
  constructor(readonly code: typeof CAPTCHA_SCRIPT_TIMEOUT | typeof CAPTCHA_RESOURCE_TIMEOUT) {
    super(`captcha load error ${code}`);
  }
}

/** §8 "error text shows the user error plus the numeric part of the code". */
export function captchaErrorText(userError: string, code: string): string {
  const numeric = code.replace(/\D/g, '');
  return numeric ? `${userError} (${numeric})` : userError;
}

const GEETEST_SCRIPTS = {
  v3: 'https://static.geetest.com/static/js/gt.0.4.9.js',
  v4: 'https://static.geetest.com/v4/gt4.js',
} as const;

const loading = new Map<string, Promise<void>>();

export function loadGeetestScript(version: 'v3' | 'v4', timeoutMs = 10_000): Promise<void> {
  const src = GEETEST_SCRIPTS[version];
  let p = loading.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = setTimeout(() => fail(), timeoutMs);
      const fail = () => {
        clearTimeout(timer);
        script.remove();
        loading.delete(src);
        reject(new CaptchaLoadError(CAPTCHA_SCRIPT_TIMEOUT));
      };
      script.src = src;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = fail;
      document.head.appendChild(script);
    });
    loading.set(src, p);
  }
  return p;
}

/** Waits for the Geetest widget to report ready, else 60205. */
export function withResourceTimeout<T>(ready: Promise<T>, timeoutMs = 10_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new CaptchaLoadError(CAPTCHA_RESOURCE_TIMEOUT)), timeoutMs);
    ready.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
