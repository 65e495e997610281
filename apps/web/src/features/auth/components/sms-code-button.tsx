import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsSecondsLeft } from '../rules';
import './dialing-code-picker.css';

/**
 * §4 "SMS code: send, countdown (60 s under firebase, otherwise until the server's
 * expirationTime), then resend allowed." The caller sends and returns the expiration time.
 */
export function SmsCodeButton({
  onSend,
  disabled,
}: {
  onSend: () => Promise<number | null>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const left = smsSecondsLeft(until, now);

  useEffect(() => {
    if (left <= 0) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [left]);

  async function send() {
    if (sending || left > 0) return;
    setSending(true);
    try {
      const expiration = await onSend();
      if (expiration) {
        setUntil(expiration);
        setNow(Date.now());
        setSentOnce(true);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn--secondary btn--sm sms-button"
      disabled={disabled || sending || left > 0}
      onClick={() => void send()}
    >
      {left > 0
        ? t('sms_resend_in', { seconds: left })
        : sentOnce
          ? t('sms_resend')
          : t('sms_send')}
    </button>
  );
}
