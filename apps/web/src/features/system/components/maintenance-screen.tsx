import { useTranslation } from 'react-i18next';
import { Wrench, Headset } from 'lucide-react';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import { Button } from '../../../components/button';
import { useFormat } from '../../../lib/use-format';
import './system-screen.css';

/**
 * §2 screen 1 Maintenance notice: title, optional end time, description (may be bilingual with
 * English), contact-us button that opens customer service.
 */
export function MaintenanceScreen({
  settings,
  onContact,
  canContact,
}: {
  settings: SiteSettings;
  onContact: () => void;
  /** The merchant has a customer-service entry or address to open. */
  canContact: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const info = settings.maintenanceInfo;
  const description = info?.description || t('maintenance_desc');
  const english =
    info?.descriptionEn && info.descriptionEn !== description ? info.descriptionEn : null;
  return (
    <main className="system-screen" aria-labelledby="system-title">
      <div className="system-screen__card">
        <span className="system-screen__icon" aria-hidden="true">
          <Wrench size={44} strokeWidth={1.6} />
        </span>
        <h1 id="system-title" className="system-screen__title">
          {info?.title || t('maintenance')}
        </h1>
        {settings.maintenanceEnd ? (
          <p className="system-screen__meta">
            <span>{t('end_time')}: </span>
            <time dateTime={new Date(settings.maintenanceEnd).toISOString()}>
              {format.dateTime(settings.maintenanceEnd)}
            </time>
          </p>
        ) : null}
        <p className="system-screen__text">{description}</p>
        {english ? (
          <p className="system-screen__text system-screen__text--secondary" lang="en">
            {english}
          </p>
        ) : null}
        <Button onClick={onContact} block disabled={!canContact}>
          <Headset size={18} aria-hidden="true" />
          {t('contact_us')}
        </Button>
      </div>
    </main>
  );
}
