import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, Gift, Star, X } from 'lucide-react';
import { isIos, pickDownloadUrl } from '@member-app/contract/rules/downloads';
import { isStandalone } from '../../../lib/install-event';
import { useSiteSettings } from '../../../lib/site-settings';
import { readStorage, writeStorage } from '../../../lib/storage';
import { appIcon, appName } from '../app-assets';
import { openDownload, SHOW_INSTALL_EVENT } from '../open-download';
import { HIDE_DOWNLOAD_BAR_KEY, isNativeApp, showsDownloadBar } from '../rules';
import './install.css';

/**
 * §2 screen 6 "Download bar: app icon, description, five-star 5.0 grade, bonus gift icon, download
 * button", sticky under the header. §4: hidden by the session flag hideDownloadBar, in the PWA, in
 * the native app, or as a web clip without an iOS link; closing it shows the app window instead.
 */
export function DownloadBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const settings = useSiteSettings().data;
  const [hidden, setHidden] = useState(() => readStorage('session', HIDE_DOWNLOAD_BAR_KEY) === '1');
  if (!settings) return null;
  const ua = navigator.userAgent;
  const url = pickDownloadUrl(settings.resources, ua);
  const visible = showsDownloadBar({
    hiddenThisSession: hidden,
    standalone: isStandalone(),
    ios: isIos(ua),
    inNativeApp: isNativeApp(location.search, ua),
    hasIosLink: settings.resources.some(
      (r) => (r.resourceType === 'IOS' || r.resourceType === 'iOS lite app') && !!r.url,
    ),
    downloadUrl: url,
  });
  if (!visible || !url) return null;
  const close = () => {
    writeStorage('session', HIDE_DOWNLOAD_BAR_KEY, '1');
    setHidden(true);
    window.dispatchEvent(new Event(SHOW_INSTALL_EVENT));
  };
  return (
    <aside className="download-bar" aria-label={t('download_bar_label')}>
      <button type="button" className="download-bar__close" aria-label={t('close')} onClick={close}>
        <X size={18} aria-hidden="true" />
      </button>
      <img src={appIcon(settings)} alt="" width={40} height={40} className="install-app-icon" />
      <div className="download-bar__text">
        <span className="download-bar__name">{appName(settings)}</span>
        <span className="download-bar__desc" dir="auto">
          {settings.mobileTemplate.app_desc || t('install_desc')}
        </span>
        <span
          className="download-bar__grade"
          role="img"
          aria-label={t('download_bar_grade', { grade: '5.0' })}
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} size={12} fill="currentColor" aria-hidden="true" />
          ))}
          <strong aria-hidden="true">5.0</strong>
        </span>
      </div>
      <Gift
        size={22}
        className="download-bar__gift"
        aria-label={t('download_bar_gift')}
        role="img"
      />
      <button type="button" className="btn btn--primary btn--sm" onClick={() => openDownload(url)}>
        <Download size={16} aria-hidden="true" /> {t('download_app')}
      </button>
    </aside>
  );
}
