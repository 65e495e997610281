import { useTranslation } from 'react-i18next';
import { Flame } from 'lucide-react';
import { LazyImage } from '../../../components/lazy-image';
import './game-card.css';

export interface GameCardProps {
  name: string;
  vendorName: string;
  image: string | null;
  hot?: boolean;
  isNew?: boolean;
  /** Trial play is offered (shown to guests). */
  trial?: boolean;
  variant?: 'grid' | 'lane';
  onPlay: () => void;
}

/** A game tile: cover (lazy, §9), name, vendor and its badges; a button that launches the game. */
export function GameCard({
  name,
  vendorName,
  image,
  hot,
  isNew,
  trial,
  variant = 'grid',
  onPlay,
}: GameCardProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`game-card game-card--${variant}`} onClick={onPlay}>
      <span className="game-card__cover">
        {image ? (
          <LazyImage className="game-card__img" src={image} alt="" />
        ) : (
          <span className="game-card__img game-card__img--blank" />
        )}
        {hot || isNew ? (
          <span className="game-card__badges">
            {hot ? (
              <span className="game-card__badge game-card__badge--hot">
                <Flame size={11} aria-hidden="true" />
                {t('game_hot')}
              </span>
            ) : null}
            {isNew ? (
              <span className="game-card__badge game-card__badge--new">{t('game_new')}</span>
            ) : null}
          </span>
        ) : null}
        {trial ? <span className="game-card__trial">{t('game_trial')}</span> : null}
      </span>
      <span className="game-card__name">{name}</span>
      <span className="game-card__vendor">{vendorName}</span>
    </button>
  );
}

/** The card's shape while the catalogue loads. */
export function GameCardSkeleton({ variant = 'grid' }: { variant?: 'grid' | 'lane' }) {
  return (
    <span className={`game-card game-card--${variant} game-card--skeleton`} aria-hidden="true">
      <span className="game-card__cover mc-shimmer" />
      <span className="game-card__line mc-shimmer" />
      <span className="game-card__line game-card__line--short mc-shimmer" />
    </span>
  );
}
