import { useTranslation } from 'react-i18next';
import { MapPinOff } from 'lucide-react';
import { AppLink } from '../components/app-link';
import '../components/placeholder-page.css';

/** Any /m/ path outside the route table of §2 (the server answers it with status 404). */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="placeholder" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('not_found_title')}
      </h1>
      <div className="placeholder__card">
        <span className="placeholder__icon" aria-hidden="true">
          <MapPinOff size={40} strokeWidth={1.6} />
        </span>
        <p className="placeholder__text">{t('not_found_desc')}</p>
        <AppLink className="btn btn--primary btn--sm" to="/home">
          {t('back_home')}
        </AppLink>
      </div>
    </section>
  );
}
