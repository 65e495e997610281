import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Share, SquarePlus } from 'lucide-react';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { appIcon, appName } from '../app-assets';
import './install.css';

/**
 * §2 screen 4 "iOS guide modal: two steps (tap share, then add to home screen), showing app icon,
 * page title and URL".
 */
export function IosGuide({ settings, onClose }: { settings: SiteSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState(false);
  const address = `${window.location.host}${window.location.pathname}`;
  return (
    <Modal
      title={t('ios_guide_title')}
      variant="sheet"
      className="ios-guide"
      dismissible
      onDismiss={() => setClosing(true)}
      closing={closing}
      onClosed={onClose}
      footer={
        <Button variant="primary" onClick={() => setClosing(true)}>
          {t('ios_guide_done')}
        </Button>
      }
    >
      <div className="ios-guide__card">
        <img src={appIcon(settings)} alt="" width={48} height={48} className="install-app-icon" />
        <div className="ios-guide__page">
          <strong>{document.title || appName(settings)}</strong>
          <span>{address}</span>
        </div>
      </div>
      <ol className="ios-guide__steps">
        <li>
          <span className="ios-guide__icon" aria-hidden="true">
            <Share size={20} />
          </span>
          <span>{t('ios_guide_step_share')}</span>
        </li>
        <li>
          <span className="ios-guide__icon" aria-hidden="true">
            <SquarePlus size={20} />
          </span>
          <span>{t('ios_guide_step_add')}</span>
        </li>
      </ol>
    </Modal>
  );
}
