import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { PREVIEW_PLACES } from '@member-app/contract/rules/preview';
import type { GameLane } from '@member-app/contract/schemas/games';
import { AppLink } from '../../../components/app-link';
import { useGameLanes } from '../api/lanes';
import { targetFromGame } from '../game-links';
import { useGameLaunch } from '../use-game-launch';
import { GameCard, GameCardSkeleton } from './game-card';
import './game-lanes.css';

function Lane({ lane, onPlay }: { lane: GameLane; onPlay: ReturnType<typeof useGameLaunch> }) {
  const { t } = useTranslation();
  const headingId = `game-lane-${lane.id}`;
  const category = encodeURIComponent(lane.category);
  // accountTypeName names the card's vendor: shown by the vendor's name when the lane lists it.
  const vendorName = (code: string, fallback: string) =>
    lane.gameClassify.find((v) => v.vendor === code)?.name ?? (fallback || code);
  return (
    <section className="game-lane" aria-labelledby={headingId}>
      <div className="game-lane__head">
        <h2 id={headingId} className="game-lane__title">
          {lane.title}
        </h2>
        <span className="game-lane__count">{t('game_count', { count: lane.gameCount })}</span>
        <AppLink
          className="game-lane__all"
          to={`/game?category=${category}`}
          aria-label={t('see_all_named', { title: lane.title })}
        >
          {t('see_all')}
          <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      </div>
      {lane.gameClassify.length > 0 ? (
        <ul
          className="game-lane__vendors"
          aria-label={t('game_providers_of', { title: lane.title })}
        >
          {lane.gameClassify.map((v) => (
            <li key={v.vendor}>
              <AppLink
                className="game-lane__vendor"
                to={`/game?category=${category}&vendor=${encodeURIComponent(v.vendor)}`}
              >
                {v.name}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="game-lane__row">
        {lane.cards.map((card) => (
          <li key={`${card.game.vendor}:${card.game.gameCode}`}>
            <GameCard
              variant="lane"
              name={card.displayName}
              vendorName={vendorName(card.accountTypeName, card.game.vendorName)}
              image={card.game.image || null}
              hot={card.game.hot}
              isNew={card.game.isNew}
              onPlay={() => onPlay({ ...targetFromGame(card.game), name: card.displayName })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * §3 Game lane on home: each lane of GCSGAME_getGameMatchV2 `data.lanes` with its title,
 * count, vendors (gameClassify) and cards; "See all" opens the game area on the lane's category. A
 * tap applies the launch rules (rules.decideLaunch). Kept light: it is on the home path.
 */
export function GameLanes() {
  const { t } = useTranslation();
  const lanes = useGameLanes();
  const launch = useGameLaunch();
  if (lanes.isPending) {
    return (
      <div className="game-lanes" aria-busy="true">
        <span className="visually-hidden">{t('please_wait')}</span>
        <div className="game-lane" aria-hidden="true">
          <span className="game-lane__title-skeleton mc-shimmer" />
          <div className="game-lane__row">
            {Array.from({ length: 4 }, (_, i) => (
              <GameCardSkeleton key={i} variant="lane" />
            ))}
          </div>
        </div>
      </div>
    );
  }
  const list = [...(lanes.data?.data.lanes ?? [])]
    .filter((l) => l.cards.length > 0)
    .sort((a, b) => a.ordinal - b.ordinal);
  if (list.length === 0) return null;
  return (
    <div id={PREVIEW_PLACES.lanes} className="game-lanes">
      {list.map((lane) => (
        <Lane key={lane.id} lane={lane} onPlay={launch} />
      ))}
    </div>
  );
}
