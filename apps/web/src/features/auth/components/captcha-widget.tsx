import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, RefreshCw, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { CaptchaInit, CaptchaVerifyRequest } from '@member-app/contract/schemas/captcha';
import { Spinner } from '../../../components/spinner';
import { getCaptcha, verifyCaptcha } from '../api/captcha';
import {
  CaptchaLoadError,
  captchaErrorText,
  loadGeetestScript,
  withResourceTimeout,
} from '../captcha-loader';
import { useUiLanguage } from '../../../lib/i18n';
import { geetestLanguage } from '../captcha-language';
import './captcha-widget.css';
import '../../../components/link-button.css';

/** §2 screen 11 states. */
export type CaptchaState = 'loading' | 'waiting' | 'verifying' | 'success' | 'error';

export interface CaptchaHandle {
  /** The pass token when solved, else null. */
  token(): string | null;
  /** Back to waiting with a fresh challenge (after a failed submit, §5). */
  reset(): void;
}

interface GeetestV4 {
  onReady(cb: () => void): GeetestV4;
  onSuccess(cb: () => void): GeetestV4;
  onClose(cb: () => void): GeetestV4;
  onError(cb: (e: { code?: string; msg?: string }) => void): GeetestV4;
  showCaptcha(): void;
  getValidate():
    { lot_number: string; captcha_output: string; pass_token: string; gen_time: string } | false;
  reset(): void;
}
interface GeetestV3 {
  onReady(cb: () => void): void;
  onSuccess(cb: () => void): void;
  onClose(cb: () => void): void;
  onError(cb: (e: { code?: string; msg?: string }) => void): void;
  verify(): void;
  getValidate():
    { geetest_challenge: string; geetest_validate: string; geetest_seccode: string } | false;
  reset(): void;
}
declare global {
  interface Window {
    initGeetest4?: (config: Record<string, unknown>, cb: (c: GeetestV4) => void) => void;
    initGeetest?: (config: Record<string, unknown>, cb: (c: GeetestV3) => void) => void;
  }
}

/** Solves the built-in proof of work (ALTCHA, SHA-256) in the browser, loaded on demand. */
async function solveBuiltin(challenge: {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}) {
  const { solveChallenge } = await import('altcha-lib/v1');
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('unsolved');
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    }),
  );
}

/**
 * The captcha widget of §2 screen 11: loading, waiting (click to verify), success, error (retry
 * returns to loading); resets to waiting on close. The answer is checked once by the server,
 * which hands back a short-lived pass token (§9).
 */
export const CaptchaWidget = forwardRef<
  CaptchaHandle,
  { onChange?: (token: string | null) => void }
>(function CaptchaWidget({ onChange }, ref) {
  const { t } = useTranslation();
  const uiLanguage = useUiLanguage();
  const [state, setState] = useState<CaptchaState>('loading');
  const [message, setMessage] = useState('');
  const [round, setRound] = useState(0);
  const init = useRef<CaptchaInit | null>(null);
  const geetest = useRef<GeetestV4 | GeetestV3 | null>(null);
  const token = useRef<string | null>(null);
  const inFlight = useRef(false);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setToken = useCallback(
    (value: string | null, expiresAt?: number) => {
      token.current = value;
      clearTimeout(expiry.current);
      // §9 the pass token lives 60 s: then the widget asks again.
      if (value && expiresAt)
        expiry.current = setTimeout(
          () => setRound((r) => r + 1),
          Math.max(0, expiresAt - Date.now()),
        );
      onChange?.(value);
    },
    [onChange],
  );

  const fail = useCallback(
    (e: unknown) => {
      setToken(null);
      setState('error');
      setMessage(
        e instanceof CaptchaLoadError
          ? captchaErrorText(t('captcha_load_failed'), e.code)
          : t('captcha_failed'),
      );
    },
    [setToken, t],
  );

  // loading: fetch the challenge (and the Geetest script), then wait for a click.
  useEffect(() => {
    let cancelled = false;
    setToken(null);
    setState('loading');
    (async () => {
      const data = await getCaptcha();
      if (cancelled) return;
      init.current = data;
      if (data.provider === 'geetest') {
        await loadGeetestScript(data.version);
        geetest.current = await withResourceTimeout(
          new Promise<GeetestV4 | GeetestV3>((resolve, reject) => {
            const onWidget = (c: GeetestV4 | GeetestV3) => {
              c.onReady(() => resolve(c));
              c.onError((err) => reject(new Error(err.msg ?? 'geetest error')));
              c.onClose(() => {
                // §5 "Closing the captcha gives 'verify_first'"; §2 screen 11 resets to waiting.
                inFlight.current = false;
                setState('waiting');
                setMessage(t('verify_first'));
              });
              c.onSuccess(() => void submitGeetest(c));
            };
            // §9 captcha languages: the UI language when Geetest has it, else English.
            const language = geetestLanguage(uiLanguage, data.version);
            if (data.version === 'v4')
              window.initGeetest4?.(
                { captchaId: data.captchaId, product: 'bind', language },
                onWidget,
              );
            else
              window.initGeetest?.(
                {
                  gt: data.captchaId,
                  challenge: data.challenge,
                  offline: !data.success,
                  new_captcha: true,
                  product: 'bind',
                  lang: language,
                },
                onWidget,
              );
          }),
        );
      }
      if (!cancelled) {
        setState('waiting');
        setMessage('');
      }
    })().catch((e: unknown) => {
      if (!cancelled) fail(e);
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  async function check(body: CaptchaVerifyRequest) {
    // §5 "Attempts are retried once."
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        return await verifyCaptcha(body);
      } catch (e) {
        lastError = e;
      }
    }
    throw lastError;
  }

  async function submitGeetest(c: GeetestV4 | GeetestV3) {
    const data = init.current;
    if (!data || data.provider !== 'geetest') return;
    try {
      const v = c.getValidate();
      if (!v) throw new Error('no result');
      const body: CaptchaVerifyRequest =
        'lot_number' in v
          ? {
              provider: 'geetest',
              version: 'v4',
              lotNumber: v.lot_number,
              captchaOutput: v.captcha_output,
              passToken: v.pass_token,
              genTime: v.gen_time,
            }
          : {
              provider: 'geetest',
              version: 'v3',
              geetestChallenge: v.geetest_challenge,
              geetestValidate: v.geetest_validate,
              geetestSeccode: v.geetest_seccode,
            };
      const { captchaToken, expiresAt } = await check(body);
      setToken(captchaToken, expiresAt);
      setState('success');
    } catch (e) {
      fail(e);
    } finally {
      inFlight.current = false;
    }
  }

  async function start() {
    // §5 "Concurrent verification is rejected with 'verify geetest too fast'."
    if (inFlight.current) {
      setMessage(t('verify_too_fast'));
      return;
    }
    const data = init.current;
    if (!data) return;
    inFlight.current = true;
    setMessage('');
    if (data.provider === 'geetest') {
      setState('verifying');
      const c = geetest.current;
      if (c && 'showCaptcha' in c) c.showCaptcha();
      else c?.verify();
      return;
    }
    setState('verifying');
    try {
      const payload = await solveBuiltin(data.challenge);
      const { captchaToken, expiresAt } = await check({ provider: 'builtin', payload });
      setToken(captchaToken, expiresAt);
      setState('success');
    } catch (e) {
      fail(e);
    } finally {
      inFlight.current = false;
    }
  }

  useImperativeHandle(ref, () => ({
    token: () => token.current,
    reset: () => setRound((r) => r + 1),
  }));

  useEffect(() => () => clearTimeout(expiry.current), []);

  return (
    <div className={`captcha captcha--${state}`} data-state={state}>
      {state === 'loading' ? (
        <div className="captcha__row" aria-busy="true">
          <Spinner label={t('captcha_loading')} size={20} />
          <span>{t('captcha_loading')}</span>
        </div>
      ) : state === 'waiting' || state === 'verifying' ? (
        <button
          type="button"
          className="captcha__row captcha__button"
          onClick={() => void start()}
          aria-busy={state === 'verifying'}
        >
          {state === 'verifying' ? (
            <Spinner label={t('captcha_verifying')} size={20} />
          ) : (
            <ShieldCheck size={22} aria-hidden="true" />
          )}
          <span>{state === 'verifying' ? t('captcha_verifying') : t('captcha_click')}</span>
        </button>
      ) : state === 'success' ? (
        <div className="captcha__row captcha__ok" role="status">
          <CircleCheck size={22} aria-hidden="true" />
          <span>{t('captcha_success')}</span>
        </div>
      ) : (
        <div className="captcha__row captcha__fail">
          <TriangleAlert size={22} aria-hidden="true" />
          <span role="alert">{message}</span>
          <button type="button" className="link-button" onClick={() => setRound((r) => r + 1)}>
            <RefreshCw size={14} aria-hidden="true" /> {t('retry')}
          </button>
        </div>
      )}
      {message && state !== 'error' ? (
        <p className="captcha__note" role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
});
