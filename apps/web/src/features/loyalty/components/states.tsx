import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { Spinner } from '../../../components/spinner';
import '../loyalty.css';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loyalty-state">
      <Spinner label={t('please_wait')} />
    </div>
  );
}

export function Empty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="loyalty-state">
      <Icon size={36} strokeWidth={1.5} aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="loyalty-state" role="alert">
      <p>{t('content_load_failed')}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
