import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronRight, Target, Trophy } from 'lucide-react';
import { PREVIEW_PLACES } from '@member-app/contract/rules/preview';
import type { Mission } from '@member-app/contract/schemas/loyalty';
import { AppLink } from '../../components/app-link';
import { Button } from '../../components/button';
import { Tabs } from '../../components/tabs';
import { showToast } from '../../lib/overlay-store';
import { useClaimMission } from './api/claim-mission';
import { useLeaderboard } from './api/leaderboard';
import { useMissions } from './api/missions';
import { PointsCard } from './components/points-card';
import { ProgressBar } from './components/progress-bar';
import { Empty, Failed, Loading } from '../../components/content-states';
import { useFormat } from '../../lib/use-format';
import { missionGoPath } from './rules';
import { useShowRefusal } from './use-refusal';
import './loyalty.css';

function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const format = useFormat();
  const claim = useClaimMission();
  const showRefusal = useShowRefusal();
  const go = missionGoPath(mission.event);
  const titleId = `mission-${mission.id}-title`;
  return (
    <li id={PREVIEW_PLACES.mission(mission.id)} className="mission-card" aria-labelledby={titleId}>
      <div className="mission-card__head">
        <h3 id={titleId} className="mission-card__title">
          {mission.title}
        </h3>
        <span className="mission-card__points">
          {t('points_plus', { points: format.number(mission.points) })}
        </span>
      </div>
      <p className="mission-card__desc">{mission.description}</p>
      <ProgressBar
        label={mission.title}
        caption={t(`cycle_${mission.cycle}`)}
        progress={mission.progress}
        target={mission.target}
        text={t('progress_of', {
          done: format.number(Math.min(mission.progress, mission.target)),
          total: format.number(mission.target),
        })}
      />
      <div className="mission-card__foot">
        <span className="mission-card__resets">
          {mission.resetsAt ? t('mission_resets', { when: format.dateTime(mission.resetsAt) }) : ''}
        </span>
        {mission.status === 'COMPLETED' ? (
          <Button
            size="sm"
            aria-label={t('claim_named', { name: mission.title })}
            disabled={claim.isPending}
            onClick={() =>
              claim.mutate(
                { missionId: mission.id },
                {
                  onSuccess: (r) =>
                    showToast(t('points_added', { points: format.number(r.awarded) }), 'success'),
                  onError: showRefusal,
                },
              )
            }
          >
            {t('claim')}
          </Button>
        ) : mission.status === 'CLAIMED' ? (
          <span className="mission-card__done">
            <Check size={16} aria-hidden="true" /> {t('claimed')}
          </span>
        ) : go ? (
          <AppLink
            to={go}
            className="btn btn--secondary btn--sm"
            aria-label={t('mission_go_named', { name: mission.title })}
          >
            {t('mission_go')}
            <ChevronRight size={16} aria-hidden="true" />
          </AppLink>
        ) : null}
      </div>
    </li>
  );
}

function MissionsPanel() {
  const { t } = useTranslation();
  const missions = useMissions();
  const list = missions.data?.list ?? [];
  if (missions.isPending) return <Loading />;
  if (missions.isError) return <Failed onRetry={() => void missions.refetch()} />;
  if (list.length === 0) return <Empty icon={Target} text={t('no_missions')} />;
  return (
    <ul className="mission-list" aria-label={t('missions')}>
      {list.map((m) => (
        <MissionCard key={m.id} mission={m} />
      ))}
    </ul>
  );
}

function LeaderboardPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const [board, setBoard] = useState<string | null>(null);
  const query = useLeaderboard(board, true);
  const data = query.data;
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed onRetry={() => void query.refetch()} />;
  if (!data || data.boards.length === 0) return <Empty icon={Trophy} text={t('no_leaderboard')} />;
  const current = data.board ?? data.boards[0]!.key;
  return (
    <>
      <div className="loyalty-tabs">
        <Tabs
          idBase="board"
          label={t('leaderboard')}
          items={data.boards.map((b) => ({ key: b.key, label: b.title }))}
          selected={current}
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
  );
}

type View = 'missions' | 'leaderboard';

/**
 * §2 /m/leaderBoard "missions": the member's missions with their progress (logins, game launches,
 * deposits), claimed for points when complete; the merchant's leaderboards on a second tab.
 */
export function Component() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('missions');
  return (
    <section className="loyalty-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_leaderboard')}
      </h1>
      <PointsCard link={{ to: '/mall/mallHome', label: t('page_mall') }} />
      <div className="loyalty-tabs">
        <Tabs
          idBase="view"
          label={t('page_leaderboard')}
          items={[
            { key: 'missions', label: t('missions') },
            { key: 'leaderboard', label: t('leaderboard') },
          ]}
          selected={view}
          onSelect={setView}
        />
      </div>
      <div id="view-panel" role="tabpanel" aria-labelledby={`view-${view}`}>
        {view === 'missions' ? <MissionsPanel /> : <LeaderboardPanel />}
      </div>
    </section>
  );
}
