import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WELCOME_POPUP_WAIT_S } from '@member-app/contract/constants';
import type { Banner } from '@member-app/contract/schemas/content';
import { Modal } from '../../../components/modal';
import './home-popups.css';

/**
 * §2 screen 18 / §4 welcome image popup: one banner image; tapping it acts like a banner (§2).
 * It waits WELCOME_POPUP_WAIT_S (default 20 s) and then closes by itself.
 */
export function WelcomePopup({
  banner,
  onClose,
  onOpen,
}: {
  banner: Banner;
  onClose: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(WELCOME_POPUP_WAIT_S);
  const [chosen, setClosing] = useState<null | (() => void)>(null);
  // Closes by itself when the countdown ends.
  const closing = chosen ?? (left === 0 ? onClose : null);

  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <Modal
      title={banner.title}
      hideTitle
      className="welcome-popup"
      dismissible
      onDismiss={() => setClosing(() => onClose)}
      closing={closing !== null}
      onClosed={() => closing?.()}
    >
      <button
        type="button"
        className="welcome-popup__image"
        data-group={banner.groupName}
        onClick={() => setClosing(() => onOpen)}
      >
        <img src={banner.url} alt={banner.title} width={600} height={800} />
      </button>
      <p className="welcome-popup__timer">{t('popup_closes_in', { n: left })}</p>
    </Modal>
  );
}
