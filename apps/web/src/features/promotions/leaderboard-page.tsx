import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { Tabs } from '../../components/tabs';
import { useLeaderboard } from './api/content';
import { useFormat } from '../../lib/use-format';
import { Empty, Failed, Loading } from './components/states';
import './promotions.css';

/** §2 /m/leaderBoard: the merchant's boards and rankings. */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const [board, setBoard] = useState<string | null>(null);
  const query = useLeaderboard(board);
  const data = query.data;
  const current = data?.board ?? null;
  return (
    <section className="content-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_leaderboard')}
      </h1>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed onRetry={() => void query.refetch()} />
      ) : !data || data.boards.length === 0 ? (
        <Empty icon={Trophy} text={t('no_leaderboard')} />
      ) : (
        <>
          <div className="content-tabs">
            <Tabs
              idBase="board"
              label={t('page_leaderboard')}
              items={data.boards.map((b) => ({ key: b.key, label: b.title }))}
              selected={current ?? data.boards[0]!.key}
              onSelect={setBoard}
            />
          </div>
          <div id="board-panel" role="tabpanel" aria-labelledby={`board-${current}`}>
            <ol className="board-list">
              {data.entries.map((e) => (
                <li
                  key={e.rank}
                  className={`board-row board-row--${e.rank <= 3 ? `top${e.rank}` : 'rest'}`}
                >
                  <span className="board-row__rank" aria-label={t('rank_n', { n: e.rank })}>
                    {e.rank}
                  </span>
                  <span className="board-row__name">{e.playerName}</span>
                  <span className="board-row__score">{format.number(e.score)}</span>
                  <span className="board-row__prize">{e.prize}</span>
                </li>
              ))}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
