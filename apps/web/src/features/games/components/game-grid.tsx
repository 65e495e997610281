import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Game, GameList } from '@member-app/contract/schemas/games';
import { Spinner } from '../../../components/spinner';
import { GameCard, GameCardSkeleton } from './game-card';

export type GameListQuery = UseInfiniteQueryResult<InfiniteData<GameList>>;

/** Loading, error and empty states of a catalogue section. */
export function GamesFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="games-state" role="alert">
      <p>{t('games_load_failed')}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

export function GameGridSkeleton({ count = 9 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="games-grid" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('please_wait')}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <GameCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * The game grid of the game area: cards, "load more" paging with how many are shown, and the
 * empty state with a way out (clear the search, or show all vendors).
 */
export function GameGrid(props: {
  query: GameListQuery;
  guest: boolean;
  onPlay: (game: Game) => void;
  empty: { text: string; action?: { label: string; onPress: () => void } };
}) {
  const { t } = useTranslation();
  const { query } = props;
  if (query.isPending) return <GameGridSkeleton />;
  if (query.isError && !query.data) return <GamesFailed onRetry={() => void query.refetch()} />;
  const pages = query.data?.pages ?? [];
  const games = pages.flatMap((p) => p.list);
  const total = pages[0]?.total ?? 0;
  if (games.length === 0) {
    return (
      <div className="games-state">
        <SearchX size={36} strokeWidth={1.5} aria-hidden="true" />
        <p>{props.empty.text}</p>
        {props.empty.action ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={props.empty.action.onPress}
          >
            {props.empty.action.label}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <ul
        className={`games-grid${query.isPlaceholderData ? ' is-stale' : ''}`}
        aria-busy={query.isPlaceholderData || undefined}
      >
        {games.map((g) => (
          <li key={`${g.vendor}:${g.gameCode}`}>
            <GameCard
              name={g.name}
              vendorName={g.vendorName}
              image={g.image || null}
              hot={g.hot}
              isNew={g.isNew}
              trial={props.guest && g.trial && !g.lottery}
              onPlay={() => props.onPlay(g)}
            />
          </li>
        ))}
      </ul>
      <div className="games-more">
        {total > games.length || pages.length > 1 ? (
          <p className="games-more__count">{t('games_shown', { shown: games.length, total })}</p>
        ) : null}
        {query.hasNextPage ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Spinner label={t('please_wait')} size={16} /> : null}
            {t('load_more')}
          </button>
        ) : null}
        {query.isError ? <GamesFailed onRetry={() => void query.fetchNextPage()} /> : null}
      </div>
    </>
  );
}
