import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Gift, LogIn, ShieldCheck, Smartphone, Star, UserPlus, Zap } from 'lucide-react';
import { TOAST_MS } from '@member-app/contract/constants';
import { pickDownloadUrl } from '@member-app/contract/rules/downloads';
import type { DownloadSetting } from '@member-app/contract/schemas/download-prompt';
import type { SiteSettings } from '@member-app/contract/schemas/system';
import type en from '../../../locales/EN.json';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/button';
import { SafeHtml } from '../../../components/safe-html';
import { appIcon, appName } from '../app-assets';
import { useAppDownloadAnnouncement } from '../api/app-download-announcement';
import { openDownload } from '../open-download';
import {
  downloadPromptThemeVars,
  iosDownloadStep,
  provisioningProfileUrl,
  type DownloadPromptDecision,
  type DownloadPromptTrigger,
} from '../download-prompt-rules';
import './install.css';
import './download-prompt.css';

export type DownloadPromptExit = 'closed' | 'downloaded' | 'login' | 'register';

/** Why the app is offered now: one line per kind of trigger. */
const REASON: Record<DownloadPromptTrigger, keyof typeof en> = {
  first_deposit: 'dl_reason_first_deposit',
  first_withdraw: 'dl_reason_first_withdraw',
  bind_card: 'dl_reason_bind_card',
  in_game: 'dl_reason_in_game',
  login_required: 'dl_reason_default',
  deposit_times: 'dl_reason_loyal',
  deposit_times_forced: 'dl_reason_loyal',
  withdrawal_times: 'dl_reason_loyal',
  withdrawal_times_forced: 'dl_reason_loyal',
  reg_days: 'dl_reason_loyal',
  reg_days_forced: 'dl_reason_loyal',
  deposit_least_times: 'dl_reason_default',
  deposit_least_times_forced: 'dl_reason_default',
  withdrawal_least_times: 'dl_reason_default',
  withdrawal_least_times_forced: 'dl_reason_default',
};

/**
 * §2 screen 7 "Download prompt (bottom or fullscreen modal), configured as in section 3": the app
 * icon, app_desc, the merchant's app_download announcement (§7) and the Download button (the
 * device's link, §5 same window or new tab, through the §2 redirect page). A forced prompt (§4) has
 * no close button and ignores Escape and the backdrop. On iOS outside the App Store, §8: iOS 17+
 * shows ios17_download_tips first; older iOS shows app_goto_setting, then fetches the profile.
 * A guest on a landing page (login_required) is asked to log in or register first.
 */
export function DownloadPrompt({
  settings,
  config,
  decision,
  onDownloaded,
  onClosed,
}: {
  settings: SiteSettings;
  config: DownloadSetting;
  decision: DownloadPromptDecision;
  /** The player chose Download (the session stops asking, §4). */
  onDownloaded: () => void;
  onClosed: (exit: DownloadPromptExit) => void;
}) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [exit, setExit] = useState<DownloadPromptExit | null>(null);
  const [view, setView] = useState<'offer' | 'ios17-tips' | 'goto-setting'>('offer');
  const [downloaded, setDownloaded] = useState(false);
  const announcement = useAppDownloadAnnouncement(true).data ?? null;
  const ua = navigator.userAgent;
  const url = pickDownloadUrl(settings.resources, ua);
  const guest = decision.audience === 'guest';
  // After a download the prompt may always be closed (§4 "until the player downloads").
  const closable = !decision.forced || downloaded;
  const fullscreen =
    config.bottom_app_bar_mode.enabled && config.bottom_app_bar_mode.value === 'fullscreen';
  const name = appName(settings);
  const desc =
    (config.app_desc.enabled && config.app_desc.value) ||
    settings.mobileTemplate.app_desc ||
    t('install_desc');

  // §3 theme: the prompt's own colours on its dialog.
  useLayoutEffect(() => {
    const dialog = bodyRef.current?.closest('dialog');
    const vars = downloadPromptThemeVars(config);
    if (!dialog || !vars) return;
    for (const [k, v] of Object.entries(vars)) dialog.style.setProperty(k, v);
  }, [config]);

  // §8 older iOS: the message first, then the provisioning profile.
  useEffect(() => {
    if (view !== 'goto-setting' || !url) return;
    const timer = setTimeout(
      () => openDownload(provisioningProfileUrl(settings.resources, url)),
      TOAST_MS,
    );
    return () => clearTimeout(timer);
  }, [view, url, settings.resources]);

  const download = () => {
    if (!url) return;
    const step = view === 'offer' ? iosDownloadStep(ua, url) : 'none';
    if (step === 'ios17-tips') return setView('ios17-tips');
    setDownloaded(true);
    onDownloaded();
    if (step === 'goto-setting') return setView('goto-setting');
    // Runs in the click, so that a new tab is not blocked.
    openDownload(url);
    if (view === 'offer') setExit('downloaded');
  };
  const close = () => {
    if (closable) setExit(downloaded ? 'downloaded' : 'closed');
  };

  const reason = guest ? t('dl_reason_login') : t(REASON[decision.trigger]);

  return (
    <Modal
      title={guest ? t('dl_title_guest', { name }) : t('dl_title', { name })}
      variant={fullscreen ? 'fullscreen' : 'sheet'}
      className={`download-prompt${fullscreen ? ' download-prompt--fullscreen' : ''}`}
      dismissible={closable}
      onDismiss={close}
      closing={exit !== null}
      onClosed={() => onClosed(exit ?? 'closed')}
    >
      <div
        ref={bodyRef}
        className="download-prompt__body"
        data-testid="download-prompt"
        data-trigger={decision.trigger}
        data-forced={decision.forced ? 'true' : 'false'}
      >
        <div className="download-prompt__app">
          <img
            src={appIcon(settings)}
            alt=""
            width={fullscreen ? 88 : 60}
            height={fullscreen ? 88 : 60}
            className="install-app-icon"
          />
          <div className="download-prompt__who">
            <strong className="download-prompt__name">{name}</strong>
            <span
              className="download-prompt__grade"
              role="img"
              aria-label={t('download_bar_grade', { grade: '5.0' })}
            >
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} size={13} fill="currentColor" aria-hidden="true" />
              ))}
              <span aria-hidden="true">5.0</span>
            </span>
          </div>
        </div>
        <p className="download-prompt__desc" dir="auto">
          {desc}
        </p>
        <p className="download-prompt__reason">
          <Gift size={18} aria-hidden="true" />
          <span>{reason}</span>
        </p>
        {fullscreen ? (
          <ul className="download-prompt__features">
            <li>
              <Zap size={18} aria-hidden="true" /> {t('dl_feature_fast')}
            </li>
            <li>
              <ShieldCheck size={18} aria-hidden="true" /> {t('dl_feature_secure')}
            </li>
            <li>
              <Smartphone size={18} aria-hidden="true" /> {t('dl_feature_rewards')}
            </li>
          </ul>
        ) : null}
        {announcement ? (
          <section className="download-prompt__news" aria-label={announcement.title}>
            <h3>{announcement.title}</h3>
            <SafeHtml html={announcement.content} className="download-prompt__news-text" />
          </section>
        ) : null}

        {view === 'ios17-tips' ? (
          <p className="download-prompt__tips" role="status">
            {t('ios17_download_tips')}
          </p>
        ) : null}
        {view === 'goto-setting' ? (
          <p className="download-prompt__tips" role="status">
            {t('app_goto_setting')}
          </p>
        ) : null}

        {decision.forced && !downloaded ? (
          <p className="download-prompt__forced">{t('dl_forced_note')}</p>
        ) : null}

        <div className="download-prompt__actions">
          {guest ? (
            <>
              <Button variant="primary" block onClick={() => setExit('login')} data-autofocus>
                <LogIn size={18} aria-hidden="true" /> {t('login')}
              </Button>
              <Button variant="secondary" block onClick={() => setExit('register')}>
                <UserPlus size={18} aria-hidden="true" /> {t('register')}
              </Button>
            </>
          ) : view === 'offer' || (view === 'ios17-tips' && !downloaded) ? (
            <Button variant="primary" block onClick={download} data-autofocus>
              <Download size={18} aria-hidden="true" />{' '}
              {t(view === 'ios17-tips' ? 'dl_continue_download' : 'install_native')}
            </Button>
          ) : (
            <Button variant="primary" block onClick={() => setExit('downloaded')} data-autofocus>
              {t('ios_guide_done')}
            </Button>
          )}
          {closable && view === 'offer' ? (
            <button type="button" className="download-prompt__later" onClick={close}>
              {t('dl_not_now')}
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
