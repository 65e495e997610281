import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Compass, Download, MonitorSmartphone, Share } from 'lucide-react';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { appIcon, appName } from '../app-assets';
import { carryOutInstallChoice, type InstallChoice } from '../install-choice';
import './install.css';
import '../../../components/link-button.css';

export interface InstallOptions {
  /** The browser can install the web app (its install event is kept). */
  webApp: boolean;
  /** §4 the alternative when it cannot. */
  alternative: 'ios-guide' | 'open-in-chrome' | 'none';
  /** The native app for this device. */
  downloadUrl: string | null;
}

export type { InstallChoice };

/**
 * §2 screen 5 "Bottom install prompt: buttons for native app, web app, open in Chrome, continue in
 * H5 (continue-in-browser link). Fade 250 ms." Once it has faded, the choice is carried out
 * (install-choice.ts) and the host told which it was.
 */
export function InstallSheet({
  settings,
  options,
  onChoice,
}: {
  settings: SiteSettings;
  options: InstallOptions;
  onChoice: (choice: InstallChoice) => void;
}) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState<InstallChoice | null>(null);
  const choose = (choice: InstallChoice) => setClosing(choice);
  return (
    <Modal
      title={t('install_title', { name: appName(settings) })}
      variant="sheet"
      className="install-sheet"
      dismissible
      onDismiss={() => choose('continue')}
      closing={closing !== null}
      onClosed={() => {
        const choice = closing ?? 'continue';
        carryOutInstallChoice(choice, options.downloadUrl, t);
        onChoice(choice);
      }}
    >
      <div className="install-sheet__app">
        <img src={appIcon(settings)} alt="" width={56} height={56} className="install-app-icon" />
        <p className="install-sheet__desc" dir="auto">
          {settings.mobileTemplate.app_desc || t('install_desc')}
        </p>
      </div>
      <div className="install-sheet__actions">
        {options.downloadUrl ? (
          <Button variant="primary" block onClick={() => choose('native')} data-autofocus>
            <Download size={18} aria-hidden="true" /> {t('install_native')}
          </Button>
        ) : null}
        {options.webApp ? (
          <Button
            variant={options.downloadUrl ? 'secondary' : 'primary'}
            block
            onClick={() => choose('web-app')}
          >
            <MonitorSmartphone size={18} aria-hidden="true" /> {t('install_web_app')}
          </Button>
        ) : options.alternative === 'ios-guide' ? (
          <Button
            variant={options.downloadUrl ? 'secondary' : 'primary'}
            block
            onClick={() => choose('ios-guide')}
          >
            <Share size={18} aria-hidden="true" /> {t('install_web_app')}
          </Button>
        ) : options.alternative === 'open-in-chrome' ? (
          <Button
            variant={options.downloadUrl ? 'secondary' : 'primary'}
            block
            onClick={() => choose('open-in-chrome')}
          >
            <Compass size={18} aria-hidden="true" /> {t('install_open_chrome')}
          </Button>
        ) : null}
        <button
          type="button"
          className="link-button install-sheet__continue"
          onClick={() => choose('continue')}
        >
          {t('install_continue')}
        </button>
      </div>
    </Modal>
  );
}
