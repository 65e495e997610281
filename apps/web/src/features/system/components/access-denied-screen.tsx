import { useTranslation } from 'react-i18next';
import { Headset, ShieldBan } from 'lucide-react';
import { Button } from '../../../components/button';
import './system-screen.css';

/**
 * §2 screen 2 Access denied / IP or region restriction: title, the visitor's IP, localized
 * description, contact-us button.
 */
export function AccessDeniedScreen({
  ip,
  onContact,
  canContact,
}: {
  ip: string;
  onContact: () => void;
  canContact: boolean;
}) {
  const { t } = useTranslation();
  return (
    <main className="system-screen" aria-labelledby="system-title">
      <div className="system-screen__card">
        <span className="system-screen__icon system-screen__icon--danger" aria-hidden="true">
          <ShieldBan size={44} strokeWidth={1.6} />
        </span>
        <h1 id="system-title" className="system-screen__title">
          {t('error_access')}
        </h1>
        <p className="system-screen__meta">
          {t('your_ip')}: <strong className="system-screen__ip">{ip}</strong>
        </p>
        <p className="system-screen__text">{t('error_ip_desc')}</p>
        <Button onClick={onContact} block disabled={!canContact}>
          <Headset size={18} aria-hidden="true" />
          {t('contact_us')}
        </Button>
      </div>
    </main>
  );
}
