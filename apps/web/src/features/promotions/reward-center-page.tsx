import { useTranslation } from 'react-i18next';
import { Award } from 'lucide-react';
import { useSiteSettings } from '../../lib/site-settings';
import { useAvailablePromotions } from './api/content';
import { Empty, Failed, Loading } from './components/states';
import './promotions.css';

/** §2 /m/rewardCenter: the merchant's available promotions (§7 MCSFE_getMerchantAvailablePromotions, REWCEN3). */
export function Component() {
  const { t } = useTranslation();
  const settings = useSiteSettings().data;
  const on = !!settings?.whitelabelVal.REWCEN3;
  const promotions = useAvailablePromotions(on);
  const list = promotions.data?.list ?? [];
  return (
    <section className="content-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_reward_center')}
      </h1>
      {settings && !on ? (
        <Empty icon={Award} text={t('reward_center_off')} />
      ) : !settings || promotions.isPending ? (
        <Loading />
      ) : promotions.isError ? (
        <Failed onRetry={() => void promotions.refetch()} />
      ) : list.length === 0 ? (
        <Empty icon={Award} text={t('no_rewards')} />
      ) : (
        <ul className="reward-list">
          {list.map((p) => (
            <li key={p.id} className="reward-card">
              <img className="reward-card__img" src={p.image} alt="" width={64} height={64} />
              <div className="reward-card__body">
                <h2 className="reward-card__title">{p.title}</h2>
                <p className="reward-card__desc">{p.description}</p>
              </div>
              <span className="reward-card__amount">{p.reward}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
