import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { ACCOUNT_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import { Button } from '../../../components/button';
import { Tabs } from '../../../components/tabs';
import { TextField } from '../../../components/text-field';
import { useSiteSettings } from '../../../lib/site-settings';
import { useFormat } from '../../../lib/use-format';
import { showAlert } from '../../../lib/overlay-store';
import { resendAtFromRefusal, showCallerError } from '../../../lib/caller-errors';
import { captchaRequirement } from '../rules';
import { useLoginFlow } from '../use-login-flow';
import { useCountryInfo } from '../api/country';
import { sendSmsCode } from '../api/send-code';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget';
import { SecondFactorModal } from './second-factor-modal';
import { SmsCodeButton } from './sms-code-button';
import { MobileNumberField } from './mobile-number-field';
import { useFieldRefs } from '../../../lib/use-field-refs';
import type { IdentityPort } from '../identity-port';
import { clearIdentityArgs, identityLabelKey, readIdentityArgs } from '../identity-args';
import '../../../components/link-button.css';

type Mode = 'username' | 'sms';

/**
 * Sign-in (§2 /m/login and the login dialog of screen 9): by username and password, or by mobile
 * number and SMS code; captcha per §5; second factor per §4. With an identity provider (§4 Firebase
 * login): social sign-in buttons, and under firebase SMS the code comes from the provider.
 */
export function LoginForm({
  onRegister,
  identity,
}: {
  onRegister: () => void;
  identity?: IdentityPort;
}) {
  const { t } = useTranslation();
  const settings = useSiteSettings().data;
  const country = useCountryInfo().data;
  const flow = useLoginFlow();
  const [mode, setMode] = useState<Mode>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [mobile, setMobile] = useState('');
  const [dialing, setDialing] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [notice, setNotice] = useState('');
  // The account the server asked a captcha for (its own throttle after wrong passwords), even
  // where the merchant asks none at login: the widget shows while that name is in the field.
  const [captchaAskedFor, setCaptchaAskedFor] = useState<string | null>(null);
  const { time, date } = useFormat();
  const lockedUntil = flow.lockedUntil;
  // The account's own lock: when to come back, in the player's language and time zone.
  const shownNotice = lockedUntil
    ? t('login_locked_until', { time: time(lockedUntil), date: date(lockedUntil) })
    : notice;
  const captcha = useRef<CaptchaHandle>(null);
  const smsCaptcha = useRef<CaptchaHandle>(null);
  const fields = useFieldRefs();
  const dialingCode = dialing ?? country?.countryDialingCode ?? '';
  // §4 phone verification through the identity provider when the merchant's SMS is firebase.
  const sms = settings?.sms;
  const phoneByProvider = !!identity && !!sms?.firebase;
  const confirming = useRef(false);
  // §4 an identity kept after bind_customer_required: this login binds it.
  const [linking, setLinking] = useState(readIdentityArgs);
  const identityOptions = {
    onChooseLogin: () => {
      setMode('username');
      setErrors({});
      setLinking(readIdentityArgs());
      fields.focus('username');
    },
  };

  const accountKey = username.trim().toLowerCase();
  const merchantCaptcha = settings ? captchaRequirement('login', settings).required : false;
  const loginCaptcha = {
    required: merchantCaptcha || (captchaAskedFor !== null && captchaAskedFor === accountKey),
  };
  const smsRule = settings ? captchaRequirement('sms', settings) : { required: false as const };

  const verifyFirst = () =>
    showAlert(t('verify_first'), { title: t('notice'), okLabel: t('confirm') });

  function requireFields(list: [string, string][]): boolean {
    const missing = list.filter(([, v]) => !v.trim()).map(([k]) => k);
    setErrors(Object.fromEntries(missing.map((k) => [k, t('field_required')])));
    fields.focus(missing[0]);
    return missing.length === 0;
  }

  async function sendCode(): Promise<number | null> {
    if (!requireFields([['mobile', mobile]])) return null;
    if (phoneByProvider && sms) return identity.sendPhoneCode(sms, dialingCode, mobile, t);
    if (smsRule.unavailable) {
      await showAlert(smsRule.unavailable, { title: t('notice'), okLabel: t('confirm') });
      return null;
    }
    const token = smsRule.required ? smsCaptcha.current?.token() : undefined;
    if (smsRule.required && !token) {
      await verifyFirst();
      return null;
    }
    try {
      const sent = await sendSmsCode({
        countryDialingCode: dialingCode,
        mobileNum: mobile,
        purpose: 'login',
        ...(token ? { geetestValidateV4: token } : {}),
      });
      return sent.expirationTime;
    } catch (e) {
      // §4 asked too soon: count down to when the next code is allowed; §8 never a raw refusal.
      const resendAt = resendAtFromRefusal(e);
      if (resendAt) return resendAt;
      await showCallerError(e, t);
      return null;
    } finally {
      smsCaptcha.current?.reset();
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setNotice('');
    const ok =
      mode === 'username'
        ? requireFields([
            ['username', username],
            ['password', password],
          ])
        : requireFields([
            ['mobile', mobile],
            ['code', code],
          ]);
    if (!ok) return;
    if (mode === 'sms' && phoneByProvider && sms) {
      if (confirming.current) return;
      confirming.current = true;
      try {
        const idToken = await identity.confirmPhoneCode(sms, code.trim(), t);
        // §4 phone sign-in: login type firebase without a channel.
        if (idToken) await flow.signInWithIdentity({ idToken }, identityOptions);
      } finally {
        confirming.current = false;
      }
      return;
    }
    const token = loginCaptcha.required ? captcha.current?.token() : undefined;
    // §5 "If the captcha is shown and unsolved, an alert with the notice title and 'verify first' text shows and submit is blocked."
    if (mode === 'username' && loginCaptcha.required && !token) {
      await verifyFirst();
      return;
    }
    const failure = await flow.submit(
      mode === 'username'
        ? {
            type: 'username',
            username: username.trim(),
            password,
            ...(token ? { geetestValidateV4: token } : {}),
          }
        : { type: 'sms', username: mobile, password: code.trim(), countryDialingCode: dialingCode },
      remember,
    );
    if (failure) {
      captcha.current?.reset();
      setLinking(readIdentityArgs());
      if (failure === ERROR_CODES.TOO_MANY_REQUESTS) setNotice(t('too_many_attempts'));
      if (failure === ACCOUNT_ERROR_CODES.CAPTCHA_REQUIRED && mode === 'username') {
        setCaptchaAskedFor(username.trim().toLowerCase());
        setNotice(t('login_captcha_asked'));
      }
    }
  }

  const bind = (name: string) => ({
    ref: fields.ref(name),
    error: errors[name] ?? null,
  });

  return (
    <>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('login')}>
        {linking ? (
          <div className="form__notice" role="status">
            <p>{t('bind_login_notice', { provider: t(identityLabelKey(linking.channel)) })}</p>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                clearIdentityArgs();
                setLinking(null);
              }}
            >
              {t('bind_login_notice_cancel')}
            </button>
          </div>
        ) : null}
        <Tabs
          idBase="login-mode"
          label={t('login_method')}
          items={[
            { key: 'username', label: t('login_by_account') },
            { key: 'sms', label: t('login_by_sms') },
          ]}
          selected={mode}
          onSelect={(m) => {
            setMode(m);
            setErrors({});
          }}
        />
        <div
          className="form"
          role="tabpanel"
          id="login-mode-panel"
          aria-labelledby={`login-mode-${mode}`}
        >
          {mode === 'username' ? (
            <>
              <TextField
                label={t('username')}
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                {...bind('username')}
              />
              <TextField
                label={t('password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
                {...bind('password')}
              />
              {loginCaptcha.required ? <CaptchaWidget ref={captcha} /> : null}
            </>
          ) : (
            <>
              <MobileNumberField
                country={country}
                dialingCode={dialingCode}
                onDialingCode={setDialing}
                value={mobile}
                onChange={setMobile}
                {...bind('mobile')}
              />
              {smsRule.required && !smsRule.unavailable && !phoneByProvider ? (
                <CaptchaWidget ref={smsCaptcha} />
              ) : null}
              <TextField
                label={t('verification_code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                suffix={<SmsCodeButton onSend={sendCode} disabled={!dialingCode} />}
                {...bind('code')}
              />
            </>
          )}
        </div>
        <div className="form__row">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            {t('remember_me')}
          </label>
        </div>
        {shownNotice ? (
          <p className="form__inline-error" role="alert">
            {shownNotice}
          </p>
        ) : null}
        <Button type="submit" block disabled={flow.processing} aria-busy={flow.processing}>
          <LogIn size={18} aria-hidden="true" />
          {flow.processing ? t('logging_in') : t('login')}
        </Button>
        {identity && sms && sms.channels.length > 0 ? (
          <Suspense fallback={<div className="form__social-placeholder" aria-hidden="true" />}>
            <identity.SocialSignIn
              onSignedIn={(channel, idToken) =>
                void flow.signInWithIdentity({ channel, idToken }, identityOptions)
              }
            />
          </Suspense>
        ) : null}
        <p className="form__footer">
          {t('no_account')}{' '}
          <button type="button" className="link-button" onClick={onRegister}>
            {t('register')}
          </button>
        </p>
      </form>
      {flow.pending ? (
        <SecondFactorModal
          pending={flow.pending}
          processing={flow.processing}
          onSubmit={flow.verify}
          onCancel={flow.cancelVerification}
        />
      ) : null}
    </>
  );
}
