import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Flame, Search, X } from 'lucide-react';
import type { Game } from '@member-app/contract/schemas/games';
import { Spinner } from '../../components/spinner';
import { withPreservedParams } from '../../lib/preserved-params';
import { toRouterPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings';
import { useGameList, useGameVendors, usePopularGames } from './api/catalogue';
import { CategoryTabs } from './components/category-tabs';
import { GameCard, GameCardSkeleton } from './components/game-card';
import { GameGrid, GamesFailed } from './components/game-grid';
import { VendorChips } from './components/vendor-chips';
import {
  buildTrialRequest,
  gameAreaSearch,
  gameGridSelection,
  orderCategories,
  readGameArea,
  targetFromGame,
  trialBackUrl,
  type GameAreaParams,
} from './rules';
import {
  inInstalledApp,
  useAppOnlyAlert,
  useGameLaunch,
  type GameNavState,
} from './use-game-launch';
import './games.css';

// The in-app game page is loaded only when a game is played.
const GameLayer = lazy(() => import('./components/game-layer'));

const SEARCH_DEBOUNCE_MS = 300;

/** The search field: typing is debounced before it becomes the address's `q`. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed from outside (back, a link): show its search.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    const q = text.trim();
    if (q === value) return;
    const id = setTimeout(() => onSearch(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text, value, onSearch]);
  return (
    <form
      className="games-search"
      role="search"
      onSubmit={(e) => (e.preventDefault(), onSearch(text.trim()))}
    >
      <label className="visually-hidden" htmlFor="games-search-input">
        {t('game_search')}
      </label>
      <Search className="games-search__icon" size={18} aria-hidden="true" />
      <input
        id="games-search-input"
        className="games-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={60}
        placeholder={t('game_search_placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {text ? (
        <button
          type="button"
          className="games-search__clear"
          aria-label={t('game_search_clear')}
          onClick={() => (setText(''), onSearch(''))}
        >
          <X size={16} aria-hidden="true" />
        </button>
      ) : null}
    </form>
  );
}

/** §7 /lgw/games/popular as a strip; left out when there is nothing to show. */
function PopularStrip({ onPlay, guest }: { onPlay: (g: Game) => void; guest: boolean }) {
  const { t } = useTranslation();
  const popular = usePopularGames();
  const list = popular.data?.list ?? [];
  if (popular.isError || (!popular.isPending && list.length === 0)) return null;
  return (
    <section className="games-popular" aria-labelledby="games-popular-title">
      <h2 id="games-popular-title" className="games-section-title">
        <Flame size={18} aria-hidden="true" /> {t('game_popular')}
      </h2>
      <ul className="games-popular__row" aria-busy={popular.isPending || undefined}>
        {popular.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <GameCardSkeleton variant="lane" />
              </li>
            ))
          : list.map((g) => (
              <li key={`${g.vendor}:${g.gameCode}`}>
                <GameCard
                  variant="lane"
                  name={g.name}
                  vendorName={g.vendorName}
                  image={g.image || null}
                  hot={g.hot}
                  isNew={g.isNew}
                  trial={guest && g.trial && !g.lottery}
                  onPlay={() => onPlay(g)}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}

/** Guest trial play on /m/game?trial={code} (no protected route needed; a reload plays again). */
function TrialPlay({
  gameCode,
  search,
  nav,
}: {
  gameCode: string;
  search: string;
  nav: GameNavState;
}) {
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const appOnlyAlert = useAppOnlyAlert();
  const backUrl = trialBackUrl(search);
  // §5 app-only mode covers trial play too.
  const blocked = settings.data?.whitelabelVal.STARTGAMEINAPP3 === true && !inInstalledApp(search);
  const request = useMemo(
    () =>
      settings.isPending || blocked ? null : buildTrialRequest({ gameCode, nodeId: null }, backUrl),
    [settings.isPending, blocked, gameCode, backUrl],
  );
  useEffect(() => {
    if (!blocked) return;
    void appOnlyAlert().then(() =>
      navigate(withPreservedParams(toRouterPath(backUrl), search), { replace: true }),
    );
  }, [blocked, appOnlyAlert, navigate, backUrl, search]);
  return (
    <GameLayer
      request={request}
      gameCode={gameCode}
      vendor={nav.vendor ?? null}
      gameName={nav.gameName ?? null}
      trial
      backUrl={backUrl}
      canGoBack={nav.pushed === true}
    />
  );
}

/**
 * §2 /m/game, the game area: search (debounced, §7 /lgw/games/mobile?q), the popular strip, the
 * categories in ordinal order (§9) with their vendors, and the paged game grid. The selection lives
 * in the address (category, vendor, q; the §9 preserved parameters stay), so it can be linked and
 * survives a reload. A tap applies the launch rules (rules.decideLaunch).
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const guest = !session?.token;
  const params = useMemo(() => readGameArea(location.search), [location.search]);
  const nav = (location.state ?? {}) as GameNavState;

  const setParams = useCallback(
    (changes: Partial<Record<keyof GameAreaParams, string | null>>) =>
      void navigate({ search: gameAreaSearch(location.search, changes) }, { replace: true }),
    [navigate, location.search],
  );
  const onSearch = useCallback((q: string) => setParams({ q }), [setParams]);

  const vendors = useGameVendors();
  const categories = useMemo(() => orderCategories(vendors.data?.categories ?? []), [vendors.data]);
  const searching = params.q.length > 0;
  // The server's first data for this page carries this grid's first page (app/first-data.ts).
  const grid = useMemo(() => gameGridSelection(categories, params), [categories, params]);
  const { category: current, vendor } = grid;
  const list = useGameList(grid.filter ?? {}, !!grid.filter);
  const launch = useGameLaunch();
  const play = useCallback((g: Game) => launch(targetFromGame(g)), [launch]);
  const playing = params.trial;

  return (
    <>
      <div className="games" inert={!!playing}>
        <div className="games__head">
          <h1 id="page-title" className="games__title">
            {t('page_game')}
          </h1>
        </div>
        <SearchBox value={params.q} onSearch={onSearch} />
        {searching ? (
          <section className="games-results" aria-labelledby="games-results-title">
            <h2 id="games-results-title" className="games-section-title" aria-live="polite">
              {t('game_search_results', { q: params.q })}
            </h2>
            <GameGrid
              query={list}
              guest={guest}
              onPlay={play}
              empty={{
                text: t('game_search_empty'),
                action: { label: t('game_search_clear'), onPress: () => onSearch('') },
              }}
            />
          </section>
        ) : (
          <>
            <PopularStrip onPlay={play} guest={guest} />
            {vendors.isPending ? (
              <div className="games-tabs games-tabs--skeleton" aria-hidden="true">
                {Array.from({ length: 5 }, (_, i) => (
                  <span key={i} className="games-tabs__skeleton mc-shimmer" />
                ))}
              </div>
            ) : vendors.isError || !current ? (
              vendors.isError ? (
                <GamesFailed onRetry={() => void vendors.refetch()} />
              ) : (
                <div className="games-state">
                  <p>{t('game_search_empty')}</p>
                </div>
              )
            ) : (
              <>
                <CategoryTabs
                  idBase="games-cat"
                  label={t('game_categories')}
                  categories={categories}
                  selected={current.category}
                  onSelect={(category) => setParams({ category })}
                />
                <div
                  className="games-panel"
                  role="tabpanel"
                  id="games-cat-panel"
                  aria-labelledby={`games-cat-${current.category}`}
                >
                  {current.vendors.length > 0 ? (
                    <VendorChips
                      vendors={current.vendors}
                      selected={vendor}
                      onSelect={(v) => setParams({ vendor: v })}
                    />
                  ) : null}
                  <GameGrid
                    query={list}
                    guest={guest}
                    onPlay={play}
                    empty={{
                      text: t('game_category_empty'),
                      action: vendor
                        ? {
                            label: t('game_all_providers'),
                            onPress: () => setParams({ vendor: null }),
                          }
                        : undefined,
                    }}
                  />
                </div>
              </>
            )}
          </>
        )}
      </div>
      {playing ? (
        <Suspense
          fallback={
            <div className="games-layer-fallback">
              <Spinner label={t('game_starting')} />
            </div>
          }
        >
          <TrialPlay gameCode={playing} search={location.search} nav={nav} />
        </Suspense>
      ) : null}
    </>
  );
}
