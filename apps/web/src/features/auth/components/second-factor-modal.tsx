import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SECOND_FACTOR_METHODS,
  SECOND_FACTOR_TABS,
  type SecondFactorMethod,
} from '@member-app/contract/account';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { Tabs } from '../../../components/tabs';
import { TextField } from '../../../components/text-field';
import { resendAtFromRefusal, showCallerError } from '../../../lib/caller-errors';
import { validateSecondFactor, type SecondFactorInput } from '../rules';
import { sendEmailCode, sendSmsCode } from '../api/send-code';
import type { PendingVerification } from '../use-login-flow';
import { SmsCodeButton } from './sms-code-button';
import { useFieldRefs } from '../../../lib/use-field-refs';
import '../auth-page.css';

const EMPTY: SecondFactorInput = {
  email: '',
  payeeName: '',
  authCode: '',
  mobileNum: '',
  verificationCode: '',
};
/** §2 screen 10 tab order: payeeName, sms, ga, email. */
const TAB_ORDER: SecondFactorMethod[] = ['P', 'S', 'G', 'E'];

/** §2 screen 10 Second-factor login modal with tabs payeeName, sms, ga, email (§4, §5). */
export function SecondFactorModal({
  pending,
  processing,
  onSubmit,
  onCancel,
}: {
  pending: PendingVerification;
  processing: boolean;
  onSubmit: (method: SecondFactorMethod, values: SecondFactorInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const methods = TAB_ORDER.filter(
    (m) => pending.info.methods.includes(m) && SECOND_FACTOR_METHODS.includes(m),
  );
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'P');
  const [values, setValues] = useState<SecondFactorInput>(EMPTY);
  const [invalid, setInvalid] = useState<(keyof SecondFactorInput)[]>([]);
  const [closing, setClosing] = useState(false);
  const refs = useFieldRefs<keyof SecondFactorInput>();
  const field = (name: keyof SecondFactorInput) => ({
    ref: refs.ref(name),
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setInvalid((i) => i.filter((x) => x !== name));
    },
    error: invalid.includes(name) ? t('field_required') : null,
  });

  // §8 TOO_MANY_REQUEST is never alerted raw (lib/caller-errors).
  const alertError = (e: unknown) => showCallerError(e, t);

  async function sendSms(): Promise<number | null> {
    const mobileNum = values.mobileNum.trim();
    // §5 "Sending an SMS needs a mobile number."
    if (!mobileNum) {
      setInvalid(['mobileNum']);
      refs.focus('mobileNum');
      return null;
    }
    try {
      const sent = await sendSmsCode({
        countryDialingCode: pending.info.countryDialingCode ?? '',
        mobileNum,
        purpose: 'verify',
      });
      return sent.expirationTime;
    } catch (e) {
      // §4 asked too soon: count down to when the next code is allowed.
      const resendAt = resendAtFromRefusal(e);
      if (resendAt) return resendAt;
      await alertError(e);
      return null;
    }
  }

  async function sendEmail(): Promise<number | null> {
    const email = values.email.trim();
    if (!email) {
      setInvalid(['email']);
      refs.focus('email');
      return null;
    }
    try {
      const sent = await sendEmailCode({
        username: pending.request.username ?? '',
        password: pending.request.password ?? '',
        email,
      });
      return sent.expirationTime;
    } catch (e) {
      // §4 asked too soon: count down to when the next code is allowed.
      const resendAt = resendAtFromRefusal(e);
      if (resendAt) return resendAt;
      await alertError(e);
      return null;
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const { values: trimmed, missing } = validateSecondFactor(method, values);
    setValues(trimmed);
    if (missing.length > 0) {
      // §5 "Empty fields are highlighted and focused."
      setInvalid(missing);
      refs.focus(missing[0]);
      return;
    }
    const ok = await onSubmit(method, trimmed);
    // §8 "Second-factor failure: alert with the server message, inputs cleared."
    if (!ok) setValues(EMPTY);
  }

  const tabLabel = (m: SecondFactorMethod) => t(`second_factor_${SECOND_FACTOR_TABS[m]}`);
  return (
    <Modal
      title={t('second_factor_title')}
      dismissible
      onDismiss={() => setClosing(true)}
      closing={closing}
      onClosed={onCancel}
    >
      <form className="form second-factor" onSubmit={(e) => void submit(e)} noValidate>
        <p className="second-factor__intro">{t('second_factor_intro')}</p>
        {methods.length > 1 ? (
          <Tabs
            idBase="second-factor"
            label={t('second_factor_title')}
            items={methods.map((m) => ({ key: m, label: tabLabel(m) }))}
            selected={method}
            onSelect={(m) => {
              setMethod(m);
              setInvalid([]);
            }}
          />
        ) : null}
        <div
          className="form"
          role="tabpanel"
          id="second-factor-panel"
          aria-labelledby={`second-factor-${method}`}
        >
          {method === 'P' ? (
            <TextField label={t('payee_name')} autoComplete="name" {...field('payeeName')} />
          ) : null}
          {method === 'G' ? (
            <TextField
              label={t('authenticator_code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...field('authCode')}
            />
          ) : null}
          {method === 'E' ? (
            <>
              <TextField
                label={t('email')}
                type="email"
                autoComplete="email"
                hint={
                  pending.info.maskedEmail
                    ? t('second_factor_email_hint', { email: pending.info.maskedEmail })
                    : undefined
                }
                {...field('email')}
              />
              <TextField
                label={t('verification_code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                suffix={<SmsCodeButton onSend={sendEmail} />}
                {...field('verificationCode')}
              />
            </>
          ) : null}
          {method === 'S' ? (
            <>
              <TextField
                label={t('mobile_number')}
                inputMode="numeric"
                autoComplete="tel-national"
                hint={
                  pending.info.maskedMobile
                    ? t('second_factor_mobile_hint', { mobile: pending.info.maskedMobile })
                    : undefined
                }
                prefix={
                  <span className="field__static-prefix">+{pending.info.countryDialingCode}</span>
                }
                {...field('mobileNum')}
              />
              <TextField
                label={t('verification_code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                suffix={<SmsCodeButton onSend={sendSms} />}
                {...field('verificationCode')}
              />
            </>
          ) : null}
        </div>
        <Button type="submit" block disabled={processing}>
          {t('verify')}
        </Button>
      </form>
    </Modal>
  );
}
