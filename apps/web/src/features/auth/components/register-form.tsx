import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import {
  FIREBASE_PASSWORD_PATTERN,
  PASSWORD_PATTERN,
  USERNAME_PATTERN,
} from '@member-app/contract/account';
import type { RegisterValue } from '@member-app/contract/schemas/session';
import { SUBMIT_LOCK_MS } from '@member-app/contract/constants';
import { Button } from '../../../components/button';
import { Tabs } from '../../../components/tabs';
import { TextField } from '../../../components/text-field';
import { useSiteSettings } from '../../../lib/site-settings';
import { showAlert } from '../../../lib/overlay-store';
import { resendAtFromRefusal, showCallerError } from '../../../lib/caller-errors';
import { track } from '../../../lib/track';
import { readRegInfo } from '../../../lib/tracking-params';
import { captchaRequirement } from '../rules';
import { useCountryInfo } from '../api/country';
import { sendSmsCode } from '../api/send-code';
import { checkUsername } from '../api/check-username';
import { registerByIdentity, registerByMobile, registerByUsername } from '../api/register';
import { currentDevice } from '../device';
import { registerCommon } from '../register-payload';
import { useLoginFlow } from '../use-login-flow';
import type { IdentityPort } from '../identity-port';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget';
import { SmsCodeButton } from './sms-code-button';
import { SecondFactorModal } from './second-factor-modal';
import { MobileNumberField } from './mobile-number-field';
import { useFieldRefs } from '../../../lib/use-field-refs';
import '../../../components/link-button.css';

type Mode = 'username' | 'mobile';

export interface Registered {
  value: RegisterValue;
  password: string | null;
  /** Registered through an identity provider: §2 "after firebase-based ... registration the user goes to /m/home". */
  viaIdentity?: boolean;
}

/**
 * Registration by username or by mobile number (§2 /m/register and the register dialog; §3
 * register payload; §4 500 ms double-submit lock; §5 captcha and default password rules). With an
 * identity provider (§4 Firebase login): social sign-in buttons, and under firebase SMS the mobile
 * number is verified by the provider and registered through POST /wps/member/register/firebase
 * with a password of at least 6 characters (§5).
 */
export function RegisterForm({
  onLogin,
  onRegistered,
  identity,
}: {
  onLogin: () => void;
  onRegistered: (r: Registered) => void;
  identity?: IdentityPort;
}) {
  const { t } = useTranslation();
  const settings = useSiteSettings().data;
  const country = useCountryInfo().data;
  const query = new URLSearchParams(window.location.search);
  const [mode, setMode] = useState<Mode>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // §6 the referral of this address, else the one kept from the landing (§3 reg_info, 90 days).
  const [referral, setReferral] = useState(
    () => query.get('referralCode') ?? query.get('r') ?? readRegInfo().referralCode ?? '',
  );
  const [mobile, setMobile] = useState('');
  const [dialing, setDialing] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [processing, setProcessing] = useState(false);
  const lock = useRef(false);
  const captcha = useRef<CaptchaHandle>(null);
  const smsCaptcha = useRef<CaptchaHandle>(null);
  const fields = useFieldRefs();
  const dialingCode = dialing ?? country?.countryDialingCode ?? '';
  const sms = settings?.sms;
  const phoneByProvider = !!identity && !!sms?.firebase;
  const flow = useLoginFlow();
  // §5 under firebase the mobile registration always chooses a password (minimum 6).
  const askMobilePassword = phoneByProvider || (settings?.register.mobilePassword ?? false);
  const passwordPattern =
    mode === 'mobile' && phoneByProvider ? FIREBASE_PASSWORD_PATTERN : PASSWORD_PATTERN;
  const passwordRule =
    mode === 'mobile' && phoneByProvider ? t('firebase_password_rule') : t('password_rule');
  const regCaptcha = settings
    ? captchaRequirement('register', settings)
    : { required: false as const };
  const smsRule = settings ? captchaRequirement('sms', settings) : { required: false as const };

  // §8 TOO_MANY_REQUEST is never alerted raw (lib/caller-errors).
  const alertError = (e: unknown) => showCallerError(e, t);

  function validate(): boolean {
    const next: Record<string, string> = {};
    if (mode === 'username') {
      if (!USERNAME_PATTERN.test(username.trim())) next.username = t('username_rule');
    } else {
      if (!mobile) next.mobile = t('field_required');
      if (!/^\d{6}$/.test(code.trim())) next.code = t('verification_code_rule');
    }
    const needsPassword = mode === 'username' || askMobilePassword;
    if (needsPassword && !passwordPattern.test(password)) next.password = passwordRule;
    if (needsPassword && password !== confirm) next.confirm = t('password_mismatch');
    setErrors(next);
    const first = Object.keys(next)[0];
    fields.focus(first);
    return !first;
  }

  async function onUsernameBlur() {
    const name = username.trim();
    if (!USERNAME_PATTERN.test(name)) return;
    try {
      const r = await checkUsername(name);
      if (!r.available) setErrors((e) => ({ ...e, username: t('username.exists') }));
    } catch {
      // The submit answers authoritatively.
    }
  }

  async function sendCode(): Promise<number | null> {
    if (!mobile) {
      setErrors({ mobile: t('field_required') });
      fields.focus('mobile');
      return null;
    }
    if (phoneByProvider && sms) return identity.sendPhoneCode(sms, dialingCode, mobile, t);
    if (smsRule.unavailable) {
      await showAlert(smsRule.unavailable, { title: t('notice'), okLabel: t('confirm') });
      return null;
    }
    const token = smsRule.required ? smsCaptcha.current?.token() : undefined;
    if (smsRule.required && !token) {
      await showAlert(t('verify_first'), { title: t('notice'), okLabel: t('confirm') });
      return null;
    }
    try {
      return (
        await sendSmsCode({
          countryDialingCode: dialingCode,
          mobileNum: mobile,
          purpose: 'register',
          ...(token ? { geetestValidateV4: token } : {}),
        })
      ).expirationTime;
    } catch (e) {
      // §4 asked too soon: count down to when the next code is allowed.
      const resendAt = resendAtFromRefusal(e);
      if (resendAt) return resendAt;
      await alertError(e);
      return null;
    } finally {
      smsCaptcha.current?.reset();
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // §4 "Registration: guarded against double submission (500 ms lock)."
    if (lock.current || !validate()) return;
    const token = regCaptcha.required ? captcha.current?.token() : undefined;
    // §5 a captcha check runs when no captcha result is present.
    if (regCaptcha.required && !token) {
      await showAlert(t('verify_first'), { title: t('notice'), okLabel: t('confirm') });
      return;
    }
    lock.current = true;
    setProcessing(true);
    track('registerSubmit'); // §3 tracking event (the tracking feature listens).
    const common = { ...registerCommon(referral), ...(token ? { geetestValidateV4: token } : {}) };
    try {
      if (mode === 'mobile' && phoneByProvider && sms) {
        // §4 the provider confirms the code and vouches for the number with an id token.
        const idToken = await identity.confirmPhoneCode(sms, code.trim(), t);
        if (!idToken) return;
        const value = await registerByIdentity(
          { ...common, firebaseIdToken: idToken, password },
          currentDevice(),
        );
        onRegistered({ value, password, viaIdentity: true });
        return;
      }
      const value =
        mode === 'username'
          ? await registerByUsername(
              { ...common, username: username.trim(), password },
              currentDevice(),
            )
          : await registerByMobile(
              {
                ...common,
                countryDialingCode: dialingCode,
                mobileNum: mobile,
                verificationCode: code.trim(),
                ...(askMobilePassword ? { password } : {}),
              },
              currentDevice(),
            );
      onRegistered({ value, password: mode === 'username' || askMobilePassword ? password : null });
    } catch (err) {
      // §5/§8 "On failure captcha input is cleared and captchas reload"; the server message in an alert.
      captcha.current?.reset();
      await alertError(err);
    } finally {
      // §4 released 500 ms later; the button stays disabled until then, as in the login form.
      setTimeout(() => {
        lock.current = false;
        setProcessing(false);
      }, SUBMIT_LOCK_MS);
    }
  }

  const bind = (name: string) => ({
    ref: fields.ref(name),
    error: errors[name] ?? null,
  });
  const passwordFields = (
    <>
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={passwordRule}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        revealLabels={{ show: t('show_password'), hide: t('hide_password') }}
        {...bind('password')}
      />
      <TextField
        label={t('password_confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        {...bind('confirm')}
      />
    </>
  );

  return (
    <>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('register')}>
        <Tabs
          idBase="register-mode"
          label={t('register_method')}
          items={[
            { key: 'username', label: t('register_by_username') },
            { key: 'mobile', label: t('register_by_mobile') },
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
          id="register-mode-panel"
          aria-labelledby={`register-mode-${mode}`}
        >
          {mode === 'username' ? (
            <>
              <TextField
                label={t('username')}
                autoComplete="username"
                hint={t('username_rule')}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                onBlur={() => void onUsernameBlur()}
                {...bind('username')}
              />
              {passwordFields}
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
              {askMobilePassword ? passwordFields : null}
            </>
          )}
          <TextField
            label={t('referral_code_optional')}
            value={referral}
            onChange={(e) => setReferral(e.target.value)}
            autoComplete="off"
          />
          {regCaptcha.required ? <CaptchaWidget ref={captcha} /> : null}
        </div>
        <Button type="submit" block disabled={processing} aria-busy={processing}>
          <UserPlus size={18} aria-hidden="true" />
          {processing ? t('registering') : t('register_submit')}
        </Button>
        {identity && sms && sms.channels.length > 0 ? (
          <Suspense fallback={<div className="form__social-placeholder" aria-hidden="true" />}>
            <identity.SocialSignIn
              onSignedIn={(channel, idToken) =>
                void flow.signInWithIdentity({ channel, idToken }, { onChooseLogin: onLogin })
              }
            />
          </Suspense>
        ) : null}
        <p className="form__footer">
          {t('have_account')}{' '}
          <button type="button" className="link-button" onClick={onLogin}>
            {t('login')}
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
