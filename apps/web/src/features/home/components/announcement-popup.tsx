import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { POPUP_AUTOPLAY_MS } from '@member-app/contract/constants';
import type { PopupAnnouncement } from '@member-app/contract/schemas/content';
import { Carousel } from '../../../components/carousel';
import { Modal } from '../../../components/modal';
import './home-popups.css';
import { SafeHtml } from '../../../components/safe-html';
import { canClosePopup } from '../rules';

export interface AnnouncementPopupProps {
  list: PopupAnnouncement[];
  paging: boolean;
  /** Closed by the member; hideToday when "don't show again today" was ticked. */
  onClose: (hideToday: boolean) => void;
  onGoToActivity: (activityId: number, hideToday: boolean) => void;
}

/**
 * §2 screen 17 announcement popup: a list with optional paging, a close button, go-to-activity for
 * promotional entries, autoplay every 5000 ms; with forceRead closing waits for the last slide.
 */
export function AnnouncementPopup({
  list,
  paging,
  onClose,
  onGoToActivity,
}: AnnouncementPopupProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [reachedLast, setReachedLast] = useState(list.length <= 1);
  const [hideToday, setHideToday] = useState(false);
  const [closing, setClosing] = useState<null | (() => void)>(null);
  const closable = canClosePopup(list, index, reachedLast);

  const onIndexChange = useCallback(
    (i: number) => {
      setIndex(i);
      if (i >= list.length - 1) setReachedLast(true);
    },
    [list.length],
  );
  const close = (after: () => void) => {
    if (closable) setClosing(() => after);
  };

  const slides = list.map((p) => (
    <article key={p.id} className="popup-entry" aria-labelledby={`popup-entry-${p.id}`}>
      {p.image ? (
        <img className="popup-entry__img" src={p.image} alt="" width={750} height={300} />
      ) : null}
      <h3 id={`popup-entry-${p.id}`} className="popup-entry__title">
        {p.title}
      </h3>
      <SafeHtml className="popup-entry__content" html={p.content} />
      {p.promotionType === 'PROMOTION' && p.activityId ? (
        <button
          type="button"
          className="btn btn--primary btn--sm popup-entry__go"
          disabled={!closable}
          onClick={() => close(() => onGoToActivity(p.activityId!, hideToday))}
        >
          {t('go_to_activity')} <ArrowRight size={16} aria-hidden="true" />
        </button>
      ) : null}
    </article>
  ));

  return (
    <Modal
      title={t('announcement')}
      className="announcement-popup"
      dismissible={closable}
      onDismiss={() => close(() => onClose(hideToday))}
      closing={closing !== null}
      onClosed={() => closing?.()}
      footer={
        <>
          <label className="popup-today">
            <input
              type="checkbox"
              checked={hideToday}
              onChange={(e) => setHideToday(e.target.checked)}
            />
            {t('popup_hide_today')}
          </label>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={!closable}
            onClick={() => close(() => onClose(hideToday))}
          >
            {closable ? t('close') : t('popup_read_to_close', { n: index + 1, total: list.length })}
          </button>
        </>
      }
    >
      {list.length > 1 ? (
        <Carousel
          label={t('announcement')}
          slides={slides}
          autoplayMs={POPUP_AUTOPLAY_MS}
          loop={false}
          arrows={paging}
          sameHeight
          onIndexChange={onIndexChange}
          className={paging ? undefined : 'carousel--no-paging'}
        />
      ) : (
        slides
      )}
    </Modal>
  );
}
