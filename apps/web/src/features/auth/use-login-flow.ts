import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@member-app/contract/errors';
import { SUBMIT_LOCK_MS } from '@member-app/contract/constants';
import type { LoginRequest, LoginValue, SecondFactorMethod, VerifyRequiredValue } from '@member-app/contract/schemas/session';
import { isApiError } from '../../lib/api-error';
import { setSession } from '../../lib/session';
import { track } from '../../lib/track';
import { showLogin, showRegister } from '../../lib/auth-dialogs';
import { showAlert, showToast } from '../../lib/overlay-store';
import { setAutoLogin } from '../../lib/auto-login-flag';
import { getDeviceId } from '../../lib/device-id';
import { useSiteSettings } from '../../lib/site-settings';
import { translateServerMessage } from '../../lib/server-message';
import { toRouterPath } from '../../lib/paths';
import { useAppNavigate } from '../../components/app-link';
import { login } from './api/login';
import { loginVerification } from './api/login-verification';
import { clearsRememberedLogin, decidePostLoginPath, type SecondFactorInput } from './rules';
import { clearRememberedLogin, saveRememberedLogin } from './remembered-login';
import { currentDevice } from './device';
import { holdForPasswordChange } from './pending-password';

export interface PendingVerification {
  request: LoginRequest;
  info: VerifyRequiredValue;
  remember: boolean;
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * §4 Login: idle → processing (double submit guarded, released 500 ms after) → success (token
 * stored, login modal hidden, profile refreshed, redirect) or failure; login_verify_required
 * opens the second-factor modal, whose success shows login_2fa_pass and finishes after 500 ms.
 */
export function useLoginFlow() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const settings = useSiteSettings().data;
  const lock = useRef(false);
  const [processing, setProcessing] = useState(false);
  const [pending, setPending] = useState<PendingVerification | null>(null);

  const alertError = (e: unknown) =>
    showAlert(isApiError(e) ? translateServerMessage(e.code, e.message) : t('unknown_error'), { title: t('notice'), okLabel: t('confirm') });

  async function finish(value: LoginValue, request: LoginRequest, remember: boolean, stay = false) {
    setSession({
      id: value.id,
      token: value.token,
      merchantCode: value.merchantCode,
      userName: value.userName,
      type: value.type,
      firstTimeLogin: value.firstTimeLogin,
    });
    track('login'); // §3 tracking event, sent with the new session.
    showLogin(false);
    showRegister(false);
    const type = request.type ?? 'username';
    if (remember && type !== 'firebase') {
      await saveRememberedLogin({ type, username: request.username, password: request.password, merchant: value.merchantCode }).catch(() => {});
      setAutoLogin(true);
    }
    const path = decidePostLoginPath({
      firstTimeLogin: value.firstTimeLogin,
      passwordExpired: value.passwordExpired,
      usingTemporaryPassword: value.usingTemporaryPassword,
      loginType: type,
      flags: settings?.whitelabelVal ?? {},
    });
    holdForPasswordChange(
      path === '/m/changePsw' ? { oldPassword: type === 'sms' ? null : request.password, temporary: value.usingTemporaryPassword } : null,
    );
    // Auto-login keeps the player on the page they opened, unless a password change is due.
    if (stay && path === '/m/home') return;
    void navigate(toRouterPath(path), { replace: true });
  }

  async function guarded(work: () => Promise<void>) {
    if (lock.current) return;
    lock.current = true;
    setProcessing(true);
    try {
      await work();
    } finally {
      // §4 the guard is released 500 ms later; the submit button stays disabled until then.
      setTimeout(() => {
        lock.current = false;
        setProcessing(false);
      }, SUBMIT_LOCK_MS);
    }
  }

  /** Returns the failure's errorCode (the form resets its captcha on failure), or null. */
  async function submit(
    partial: Omit<LoginRequest, 'loginDeviceId'>,
    remember: boolean,
    options: { auto?: boolean } = {},
  ): Promise<string | null> {
    let failure: string | null = null;
    await guarded(async () => {
      const request: LoginRequest = { ...partial, loginDeviceId: getDeviceId() };
      try {
        await finish(await login(request, currentDevice()), request, remember, options.auto);
      } catch (e) {
        failure = isApiError(e) ? (e.code ?? 'error') : 'error';
        if (isApiError(e) && e.code === ERROR_CODES.LOGIN_VERIFY_REQUIRED) {
          setPending({ request, info: e.value as VerifyRequiredValue, remember });
          return;
        }
        if (isApiError(e) && clearsRememberedLogin(e.code)) await clearRememberedLogin();
        if (isApiError(e) && e.code === ERROR_CODES.TOKEN_IP_DIFFERENT) setAutoLogin(false);
        // §8 TOO_MANY_REQUEST messages are not alerted (the form shows them inline); a failed
        // auto-login stays quiet: the player simply sees the page as a guest.
        if (!options.auto && !(isApiError(e) && e.message.startsWith('TOO_MANY_REQUEST'))) await alertError(e);
      }
    });
    return failure;
  }

  /** The second factor (§3, §4). Resolves true on success; on failure the modal clears its inputs. */
  async function verify(method: SecondFactorMethod, values: SecondFactorInput): Promise<boolean> {
    if (!pending) return false;
    let ok = false;
    await guarded(async () => {
      const { request, remember } = pending;
      try {
        const value = await loginVerification(
          {
            username: request.username,
            password: request.password,
            type: request.type === 'sms' ? 'sms' : 'username',
            method,
            ...(method === 'E' ? { email: values.email, verificationCode: values.verificationCode } : {}),
            ...(method === 'P' ? { payeeName: values.payeeName } : {}),
            ...(method === 'G' ? { authCode: values.authCode } : {}),
            ...(method === 'S'
              ? { mobileNum: values.mobileNum, verificationCode: values.verificationCode, countryDialingCode: pending.info.countryDialingCode ?? undefined }
              : {}),
            loginDeviceId: getDeviceId(),
          },
          currentDevice(),
        );
        ok = true;
        showToast(t('login_2fa_pass'), 'success');
        await delay(SUBMIT_LOCK_MS);
        setPending(null);
        await finish(value, request, remember);
      } catch (e) {
        await alertError(e);
      }
    });
    return ok;
  }

  return { processing, submit, pending, verify, cancelVerification: () => setPending(null) };
}
