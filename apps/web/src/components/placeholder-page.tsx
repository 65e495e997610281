import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';
import './placeholder-page.css';

/**
 * The screen of a route whose feature lands in a later issue: says plainly that it is not open
 * yet and offers the way home, in the app's look.
 */
export function PlaceholderPage({ title, icon: Icon }: { title: string; icon: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <section className="placeholder" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      <div className="placeholder__card">
        <span className="placeholder__icon" aria-hidden="true">
          <Icon size={40} strokeWidth={1.6} />
        </span>
        <p className="placeholder__lead">{t('coming_soon_title')}</p>
        <p className="placeholder__text">{t('coming_soon_desc')}</p>
        <AppLink className="btn btn--secondary btn--sm" to="/home">
          {t('back_home')}
        </AppLink>
      </div>
    </section>
  );
}
