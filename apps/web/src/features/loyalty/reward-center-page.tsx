import { useTranslation } from 'react-i18next';
import { Award, Check, History, Lock } from 'lucide-react';
import { PREVIEW_PLACES } from '@member-app/contract/rules/preview';
import type { AvailablePromotion } from '@member-app/contract/schemas/content';
import type { RewardState } from '@member-app/contract/schemas/loyalty';
import { Button } from '../../components/button';
import { showToast } from '../../lib/overlay-store';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings';
import { useAvailablePromotions } from './api/available-promotions';
import { useClaimReward } from './api/claim-reward';
import { usePoints } from './api/points';
import { useRewardStates } from './api/rewards';
import { PointsCard } from './components/points-card';
import { ProgressBar } from './components/progress-bar';
import { Empty, Failed, Loading } from '../../components/content-states';
import { useFormat } from '../../lib/use-format';
import { useShowRefusal } from './use-refusal';
import './loyalty.css';

function ClaimArea({ promotion, state }: { promotion: AvailablePromotion; state: RewardState }) {
  const { t } = useTranslation();
  const format = useFormat();
  const claim = useClaimReward();
  const showRefusal = useShowRefusal();
  // Only a member claims: the guest who looks at the console's preview sees the button, disabled.
  const member = useSession() !== null;
  const points = t('points_plus', { points: format.number(state.points) });
  return (
    <div className="reward-claim">
      <p className="reward-claim__meta">
        <span className="reward-claim__points">{points}</span>
        <span className="loyalty-chip">{t(`cycle_${state.cycle}`)}</span>
      </p>
      {state.status === 'LOCKED' && state.requirement ? (
        <ProgressBar
          label={t(`requirement_${state.requirement.event}`)}
          caption={t(`requirement_${state.requirement.event}`)}
          progress={state.requirement.progress}
          target={state.requirement.count}
          text={t('progress_of', {
            done: format.number(Math.min(state.requirement.progress, state.requirement.count)),
            total: format.number(state.requirement.count),
          })}
        />
      ) : null}
      {state.status === 'CLAIMED' && state.resetsAt ? (
        <p className="reward-claim__note">
          {t('reward_again_at', { when: format.dateTime(state.resetsAt) })}
        </p>
      ) : null}
      {state.status === 'CLAIMABLE' ? (
        <Button
          size="sm"
          className="reward-claim__button"
          aria-label={t('claim_named', { name: promotion.title })}
          disabled={claim.isPending || !member}
          onClick={() =>
            claim.mutate(
              { promotionId: promotion.id },
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
      ) : (
        <span className="reward-claim__status">
          {state.status === 'CLAIMED' ? (
            <Check size={16} aria-hidden="true" />
          ) : (
            <Lock size={16} aria-hidden="true" />
          )}
          {t(state.status === 'CLAIMED' ? 'claimed' : 'locked')}
        </span>
      )}
    </div>
  );
}

function PointsHistory() {
  const { t } = useTranslation();
  const points = usePoints();
  const format = useFormat();
  const history = points.data?.history ?? [];
  if (history.length === 0) return null;
  return (
    <section className="loyalty-section" aria-labelledby="points-history-title">
      <h2 id="points-history-title" className="loyalty-section__title">
        <History size={18} aria-hidden="true" /> {t('points_history')}
      </h2>
      <ul className="points-history">
        {history.map((e) => (
          <li key={e.id} className="points-history__row">
            <span className="points-history__title">{e.title}</span>
            <span
              className={`points-history__delta points-history__delta--${e.delta < 0 ? 'out' : 'in'}`}
            >
              {e.delta > 0 ? '+' : ''}
              {format.number(e.delta)}
            </span>
            <span className="points-history__when">{format.dateTime(e.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * §2 /m/rewardCenter: the merchant's available promotions (§7 MCSFE_getMerchantAvailablePromotions,
 * §6 REWCEN3), each with the member's claim: points once per cycle, some after a requirement.
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSiteSettings().data;
  const on = !!settings?.whitelabelVal.REWCEN3;
  const promotions = useAvailablePromotions(on);
  const states = useRewardStates(on);
  const list = promotions.data?.list ?? [];
  const stateOf = (id: number) => states.data?.list.find((s) => s.promotionId === id);
  return (
    <section className="loyalty-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_reward_center')}
      </h1>
      {settings && !on ? (
        <Empty icon={Award} text={t('reward_center_off')} />
      ) : !settings || promotions.isPending ? (
        <Loading />
      ) : promotions.isError ? (
        <Failed onRetry={() => void promotions.refetch()} />
      ) : (
        <>
          <PointsCard link={{ to: '/mall/mallHome', label: t('page_mall') }} />
          {list.length === 0 ? (
            <Empty icon={Award} text={t('no_rewards')} />
          ) : (
            <ul className="reward-list">
              {list.map((p) => {
                const state = stateOf(p.id);
                return (
                  <li key={p.id} id={PREVIEW_PLACES.promotion(p.id)} className="reward-card">
                    <div className="reward-card__head">
                      <img
                        className="reward-card__img"
                        src={p.image}
                        alt=""
                        width={64}
                        height={64}
                      />
                      <div className="reward-card__body">
                        <h2 className="reward-card__title">{p.title}</h2>
                        <p className="reward-card__desc">{p.description}</p>
                      </div>
                      <span className="reward-card__amount">{p.reward}</span>
                    </div>
                    {state && state.points > 0 ? <ClaimArea promotion={p} state={state} /> : null}
                  </li>
                );
              })}
            </ul>
          )}
          <PointsHistory />
        </>
      )}
    </section>
  );
}
