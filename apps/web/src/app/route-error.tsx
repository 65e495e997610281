import { useTranslation } from 'react-i18next';
import type { FallbackProps } from 'react-error-boundary';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/button';
import '../components/placeholder-page.css';

/**
 * A page that failed to load (a chunk missing after a deploy, no network): say so and offer a
 * reload, instead of a blank screen.
 */
export function RouteError({ error }: FallbackProps) {
  const { t } = useTranslation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="placeholder" aria-labelledby="error-title">
      <div className="placeholder__card">
        <span className="placeholder__icon" aria-hidden="true">
          <TriangleAlert size={40} strokeWidth={1.6} />
        </span>
        <h1 id="error-title" className="placeholder__lead">
          {t('page_error_title')}
        </h1>
        <p className="placeholder__text">{t('page_error_desc')}</p>
        <Button onClick={() => window.location.reload()}>{t('refresh')}</Button>
      </div>
    </section>
  );
}
