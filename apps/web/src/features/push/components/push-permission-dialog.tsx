import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellRing, Gift, ShieldCheck, Trophy } from 'lucide-react';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import type { PermissionState } from '../rules';
import './push-permission-dialog.css';

export interface PushPermissionDialogProps {
  /** The browser's answer to the permission prompt (asked inside the Allow tap). */
  onAnswer: (permission: PermissionState) => void;
  onNotNow: () => void;
  /** Runs once the dialog has faded out (§9 250 ms). */
  onClosed: () => void;
}

/**
 * §2 screen 13 push-notification permission dialog: what notifications bring, then Allow or Not
 * now. Only the Allow tap asks the browser: browsers grant the permission prompt to a user gesture.
 */
export default function PushPermissionDialog({
  onAnswer,
  onNotNow,
  onClosed,
}: PushPermissionDialogProps) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState(false);
  const [asking, setAsking] = useState(false);

  const notNow = () => {
    if (closing) return;
    onNotNow();
    setClosing(true);
  };
  const allow = () => {
    if (asking) return;
    setAsking(true);
    // Called synchronously in the tap, before any await: that is what makes it a user gesture.
    void Notification.requestPermission()
      .catch(() => 'default' as const)
      .then((permission) => {
        onAnswer(permission);
        setClosing(true);
      });
  };

  const benefits = [
    { icon: Gift, text: t('push_benefit_bonus') },
    { icon: Trophy, text: t('push_benefit_results') },
    { icon: ShieldCheck, text: t('push_benefit_security') },
  ];
  return (
    <Modal
      title={t('push_dialog_title')}
      className="push-dialog"
      dismissible
      onDismiss={notNow}
      closing={closing}
      onClosed={onClosed}
      footer={
        <>
          <Button variant="secondary" onClick={notNow} disabled={closing}>
            {t('push_not_now')}
          </Button>
          <Button variant="primary" onClick={allow} disabled={asking || closing} data-autofocus>
            {t('push_allow')}
          </Button>
        </>
      }
    >
      <span className="push-dialog__badge" aria-hidden="true">
        <BellRing size={32} />
      </span>
      <p className="push-dialog__lead">{t('push_dialog_desc')}</p>
      <ul className="push-dialog__benefits">
        {benefits.map(({ icon: Icon, text }) => (
          <li key={text}>
            <span className="push-dialog__benefit-icon" aria-hidden="true">
              <Icon size={18} />
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="push-dialog__note">{t('push_dialog_note')}</p>
    </Modal>
  );
}
