import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Smartphone } from 'lucide-react';
import {
  nativeAppVersion,
  opensInSameWindow,
  pickDownloadUrl,
  viaRedirectPage,
} from '@member-app/contract/rules/downloads';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { useOverlayTurn } from '../../../lib/overlays/turns';
import { useSiteSettings } from '../../../lib/site-settings';
import { readStorage, writeStorage } from '../../../lib/storage';
import { APP_UPGRADE_CLOSED_KEY, appUpgradeState } from '../app-upgrade-rules';
import './app-upgrade-modal.css';

/** §2 screen 18 app-upgrade modal, for native app shells older than MIN_APP_VERSION (§4). */
export default function AppUpgradeModal() {
  const { t } = useTranslation();
  const settings = useSiteSettings().data;
  const [closed, setClosed] = useState(
    () => readStorage('session', APP_UPGRADE_CLOSED_KEY) === '1',
  );
  const [closing, setClosing] = useState(false);
  const mandatory = !!settings?.whitelabelVal.MANDATORYAPPUPDATES3;
  const state = appUpgradeState({ needsUpgrade: true, mandatory, closedThisSession: closed });
  // One overlay at a time (lib/overlays): a mandatory upgrade goes before every other.
  const turn = useOverlayTurn(
    mandatory ? 'app-upgrade-forced' : 'app-upgrade',
    !!settings && state === 'visible',
  );
  if (!settings || state !== 'visible' || !turn) return null;

  const url = pickDownloadUrl(settings.resources, navigator.userAgent);
  const download = () => {
    if (!url) return;
    // §5: packages open in this window, store pages in a new tab; both through the redirect page (§2).
    if (opensInSameWindow(url)) window.location.assign(viaRedirectPage(url));
    else window.open(viaRedirectPage(url), '_blank', 'noopener');
  };
  const version = nativeAppVersion(navigator.userAgent) ?? '';
  return (
    <Modal
      title={t('app_upgrade_title')}
      className="app-upgrade"
      dismissible={!mandatory}
      onDismiss={() => setClosing(true)}
      closing={closing}
      onClosed={() => {
        writeStorage('session', APP_UPGRADE_CLOSED_KEY, '1');
        setClosed(true);
      }}
      footer={
        <>
          {mandatory ? null : (
            <Button variant="secondary" onClick={() => setClosing(true)}>
              {t('update_later')}
            </Button>
          )}
          <Button variant="primary" onClick={download} disabled={!url} data-autofocus>
            <Download size={18} aria-hidden="true" /> {t('download_app')}
          </Button>
        </>
      }
    >
      <span className="app-upgrade__icon" aria-hidden="true">
        <Smartphone size={34} />
      </span>
      <p>{t(mandatory ? 'app_upgrade_mandatory' : 'app_upgrade_optional', { version })}</p>
      {url ? null : <p className="app-upgrade__hint">{t('app_upgrade_store_hint')}</p>}
    </Modal>
  );
}
