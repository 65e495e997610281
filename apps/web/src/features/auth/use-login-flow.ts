import { APP_PATHS } from '@member-app/contract/routes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import { SUBMIT_LOCK_MS } from '@member-app/contract/constants';
import type {
  LoginRequest,
  LoginValue,
  RegisterValue,
  SecondFactorMethod,
  VerifyRequiredValue,
} from '@member-app/contract/schemas/session';
import { isApiError } from '../../lib/api-error';
import { setSession } from '../../lib/session';
import { track } from '../../lib/track';
import { showLogin, showRegister } from '../../lib/auth-dialogs';
import { openDialog, showToast } from '../../lib/overlay-store';
import { setAutoLogin } from '../../lib/auto-login-flag';
import { getDeviceId } from '../../lib/device-id';
import { useSiteSettings } from '../../lib/site-settings';
import { isTooManyRequests, showCallerError } from '../../lib/caller-errors';
import { toRouterPath } from '../../lib/paths';
import { useAppNavigate } from '../../components/app-link';
import { login } from './api/login';
import { loginVerification } from './api/login-verification';
import { registerByIdentity, startRegisteredSession } from './api/register';
import { loginWithMaya } from './api/login-maya';
import type { MayaEnv } from '@member-app/contract/account';
import { readRegInfo } from '../../lib/tracking-params';
import {
  bindCustomerAction,
  clearsRememberedLogin,
  type BindOption,
  decidePostLoginPath,
  type SecondFactorInput,
} from './rules';
import {
  clearIdentityArgs,
  identityFields,
  identityLabelKey,
  keepIdentityArgs,
  readIdentityArgs,
  type IdentityArgs,
} from './identity-args';
import { registerCommon } from './register-payload';
import { clearRememberedLogin, saveRememberedLogin } from './remembered-login';
import { currentDevice } from './device';
import { holdForPasswordChange } from './pending-password';
import { showSecurityNotice } from './security-notice';

/** What the form does when the player chooses to log in to an existing account (§4 bind). */
export interface IdentityLoginOptions {
  onChooseLogin: () => void;
}

export interface PendingVerification {
  request: LoginRequest;
  info: VerifyRequiredValue;
  remember: boolean;
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Refusals of the account's own throttle, which the login form shows beside its fields. */
const INLINE_CODES: readonly string[] = [
  ACCOUNT_ERROR_CODES.CAPTCHA_REQUIRED,
  ACCOUNT_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED,
];
const shownInline = (e: unknown) => isApiError(e) && INLINE_CODES.includes(e.code ?? '');

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
  // The account's own throttle (server): until when it is locked after too many wrong passwords.
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);

  // §8 TOO_MANY_REQUEST is never alerted raw (lib/caller-errors).
  const alertError = (e: unknown) => showCallerError(e, t);

  async function finish(value: LoginValue, request: LoginRequest, remember: boolean, stay = false) {
    // §4 a kept identity has been used (bound, or signed in with): it is no longer pending.
    clearIdentityArgs();
    setSession({
      id: value.id,
      token: value.token,
      merchantCode: value.merchantCode,
      userName: value.userName,
      type: value.type,
      firstTimeLogin: value.firstTimeLogin,
    });
    track('login'); // §3 tracking event, sent with the new session.
    if (value.securityNotice) showSecurityNotice(value.securityNotice, t);
    showLogin(false);
    showRegister(false);
    const type = request.type ?? 'username';
    if (remember && type !== 'firebase') {
      await saveRememberedLogin({
        type,
        username: request.username ?? '',
        password: request.password ?? '',
        merchant: value.merchantCode,
      }).catch(() => {});
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
      path === APP_PATHS.changePassword
        ? {
            oldPassword: type === 'sms' ? null : (request.password ?? null),
            temporary: value.usingTemporaryPassword,
          }
        : null,
    );
    // Auto-login keeps the player on the page they opened, unless a password change is due.
    if (stay && path === APP_PATHS.home) return;
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
    setLockedUntil(null);
    await guarded(async () => {
      // §4 after bind_customer_required, "log in to an existing account" binds the kept identity.
      const bind =
        options.auto || partial.type === 'firebase' ? {} : identityFields(readIdentityArgs());
      const request: LoginRequest = { ...partial, ...bind, loginDeviceId: getDeviceId() };
      try {
        await finish(await login(request, currentDevice()), request, remember, options.auto);
      } catch (e) {
        failure = isApiError(e) ? (e.code ?? 'error') : 'error';
        if (isApiError(e) && e.code === ERROR_CODES.LOGIN_VERIFY_REQUIRED) {
          setPending({ request, info: e.value as VerifyRequiredValue, remember });
          return;
        }
        if (isApiError(e) && clearsRememberedLogin(e.code)) await clearRememberedLogin();
        // A kept identity the server refuses (expired token, bound to someone else) cannot be bound.
        if (isApiError(e) && e.code?.startsWith('identity.')) clearIdentityArgs();
        if (isApiError(e) && e.code === ERROR_CODES.TOKEN_IP_DIFFERENT) setAutoLogin(false);
        if (isApiError(e) && e.code === ACCOUNT_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED)
          setLockedUntil((e.value as { lockedUntil?: number } | null)?.lockedUntil ?? null);
        // §8 TOO_MANY_REQUEST messages are not alerted, nor the account's own throttle (the form
        // shows them inline: a captcha to solve, a time to come back); a failed auto-login stays
        // quiet: the player simply sees the page as a guest.
        if (!options.auto && !isTooManyRequests(e) && !shownInline(e)) await alertError(e);
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
            username: request.username ?? '',
            password: request.password ?? '',
            type: request.type === 'sms' ? 'sms' : 'username',
            // A firebase login's second factor names the member by the id token alone; a username or
            // sms login that binds an identity carries it again (bound once the factor passes, §4).
            ...(request.firebaseIdToken ? { firebaseIdToken: request.firebaseIdToken } : {}),
            method,
            ...(method === 'E'
              ? { email: values.email, verificationCode: values.verificationCode }
              : {}),
            ...(method === 'P' ? { payeeName: values.payeeName } : {}),
            ...(method === 'G' ? { authCode: values.authCode } : {}),
            ...(method === 'S'
              ? {
                  mobileNum: values.mobileNum,
                  verificationCode: values.verificationCode,
                  countryDialingCode: pending.info.countryDialingCode ?? undefined,
                }
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

  /** §4/§2 a registration through an identity: session set, dialogs closed, then /m/home. */
  function finishRegistration(value: RegisterValue) {
    clearIdentityArgs();
    startRegisteredSession(value);
    track('register'); // §3 tracking event, sent with the new session.
    showLogin(false);
    showRegister(false);
    holdForPasswordChange(null);
    void navigate(toRouterPath(value.token ? APP_PATHS.home : APP_PATHS.login), { replace: true });
  }

  /** §4 FIREBASECREATEACC3: the identity becomes a new member (POST /wps/member/register/firebase). */
  async function registerIdentity(args: IdentityArgs): Promise<boolean> {
    try {
      track('registerSubmit');
      const value = await registerByIdentity(
        { ...registerCommon(null), ...identityFields(args), firebaseIdToken: args.idToken },
        currentDevice(),
      );
      finishRegistration(value);
      return true;
    } catch (e) {
      // §4 "Other errors clear the stored firebase args and show the message."
      clearIdentityArgs();
      await alertError(e);
      return false;
    }
  }

  /** §4 the register-or-login choice after bind_customer_required. */
  function askBind(args: IdentityArgs, options: IdentityLoginOptions, choices: BindOption[]) {
    const provider = t(identityLabelKey(args.channel));
    openDialog({
      tag: 'bind-customer',
      title: t('bind_title'),
      message: t(choices.includes('register') ? 'bind_message_register' : 'bind_message', {
        provider,
      }),
      dismissible: true,
      onDismiss: clearIdentityArgs,
      actions: [
        { label: t('cancel'), variant: 'secondary', onPress: clearIdentityArgs },
        ...(choices.includes('register')
          ? [
              {
                label: t('bind_register'),
                variant: 'secondary' as const,
                onPress: () => void registerIdentity(args),
              },
            ]
          : []),
        { label: t('bind_login'), variant: 'primary', onPress: options.onChooseLogin },
      ],
    });
  }

  /**
   * §4 Firebase login: the provider's id token to POST /wps/session/login (type firebase, with the
   * channel except for phone). Success finishes like any login and goes to /m/home (§2);
   * bind_customer_required registers automatically or asks; other errors clear the kept identity
   * and show the message. Resolves true when signed in.
   */
  async function signInWithIdentity(
    args: IdentityArgs,
    options: IdentityLoginOptions,
  ): Promise<boolean> {
    let ok = false;
    await guarded(async () => {
      const request: LoginRequest = {
        type: 'firebase',
        ...identityFields(args),
        firebaseIdToken: args.idToken,
        loginDeviceId: getDeviceId(),
      };
      try {
        await finish(await login(request, currentDevice()), request, false);
        ok = true;
      } catch (e) {
        if (isApiError(e) && e.code === ERROR_CODES.LOGIN_VERIFY_REQUIRED) {
          setPending({ request, info: e.value as VerifyRequiredValue, remember: false });
          return;
        }
        if (isApiError(e) && e.code === ERROR_CODES.BIND_CUSTOMER_REQUIRED) {
          keepIdentityArgs(args);
          const action = bindCustomerAction(settings?.whitelabelVal ?? {});
          if (action.kind === 'register') ok = await registerIdentity(args);
          else askBind(args, options, action.options);
          return;
        }
        clearIdentityArgs();
        if (isApiError(e) && e.code === ERROR_CODES.TOKEN_IP_DIFFERENT) setAutoLogin(false);
        await alertError(e);
      }
    });
    return ok;
  }

  /**
   * §7 POST /wps/session/login/maya with the session id the Maya app handed over. Maya vouches for
   * the person like an identity provider: no password is involved, so the login finishes like a
   * firebase one and goes to /m/home (§2). Failures show the server's message.
   */
  async function signInWithMaya(entry: { sessionId: string; env: MayaEnv }): Promise<boolean> {
    let ok = false;
    await guarded(async () => {
      const query = new URLSearchParams(window.location.search);
      const affiliateCode = query.get('affiliateCode') ?? readRegInfo().affiliateCode;
      const device = currentDevice();
      try {
        const value = await loginWithMaya(
          {
            sessionId: entry.sessionId,
            env: entry.env,
            registerUrl: window.location.href.slice(0, 2048),
            ...(affiliateCode ? { affiliateCode } : {}),
            domain: window.location.hostname,
            loginDeviceId: getDeviceId(),
            ...(device ? { device } : {}),
          },
          device,
        );
        await finish(value, { type: 'firebase' }, false);
        ok = true;
      } catch (e) {
        await alertError(e);
      }
    });
    return ok;
  }

  return {
    processing,
    /** Epoch ms until which the account is locked by its wrong passwords (the last refusal). */
    lockedUntil,
    signInWithMaya,
    submit,
    pending,
    verify,
    cancelVerification: () => setPending(null),
    signInWithIdentity,
  };
}
