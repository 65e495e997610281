import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { Spinner } from './spinner';
import './content-states.css';

/** The loading, empty and failed states of a content list (promotions, news, rewards, mall, missions). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="content-state">
      <Spinner label={t('please_wait')} />
    </div>
  );
}

export function Empty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="content-state">
      <Icon size={36} strokeWidth={1.5} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="content-state" role="alert">
      <p>{t('content_load_failed')}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
