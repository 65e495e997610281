import { useTranslation } from 'react-i18next';
import { ChevronRight, Coins } from 'lucide-react';
import { AppLink } from '../../../components/app-link';
import { usePoints } from '../api/points';
import { useFormat } from '../../../lib/use-format';
import '../loyalty.css';

/** The member's points, with a link to where they are spent or earned. */
export function PointsCard({ link }: { link: { to: string; label: string } }) {
  const { t } = useTranslation();
  const points = usePoints();
  const format = useFormat();
  return (
    <section className="points-card" aria-labelledby="points-card-title">
      <Coins size={28} aria-hidden="true" className="points-card__icon" />
      <div className="points-card__body">
        <h2 id="points-card-title" className="points-card__title">
          {t('points_balance')}
        </h2>
        <p className="points-card__value" data-testid="points-balance" aria-live="polite">
          {points.data ? format.number(points.data.balance) : '–'}
        </p>
      </div>
      <AppLink to={link.to} className="points-card__link">
        {link.label}
        <ChevronRight size={16} aria-hidden="true" />
      </AppLink>
    </section>
  );
}
