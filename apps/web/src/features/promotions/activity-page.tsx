import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, Gift, CalendarClock } from 'lucide-react';
import { AppLink } from '../../components/app-link';
import { LazyImage } from '../../components/lazy-image';
import { SafeHtml } from '../../components/safe-html';
import { Tabs } from '../../components/tabs';
import { useActivities, useActivity, usePromotionCategories } from './api/content';
import { ActivityGoButton } from './components/activity-go-button';
import { useItemId } from './use-item-id';
import { useFormat } from '../../lib/use-format';
import { Empty, Failed, Loading } from '../../components/content-states';
import './promotions.css';

/** §2 /m/activity (list by promotion category) and /m/activity?id={id} (one activity). */
export function Component() {
  const id = useItemId();
  return id !== undefined ? <ActivityDetailView id={id} /> : <ActivityList />;
}

function ActivityList() {
  const { t } = useTranslation();
  const categories = usePromotionCategories().data?.categories ?? [];
  const activities = useActivities();
  const [selected, setSelected] = useState('all');
  const items = [
    { key: 'all', label: t('all') },
    ...categories.map((c) => ({ key: String(c.id), label: c.name })),
  ];
  const list = (activities.data?.list ?? []).filter(
    (a) => selected === 'all' || a.promoAnnouncementCategoryIds.includes(Number(selected)),
  );
  return (
    <section className="content-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_activity')}
      </h1>
      <div className="content-tabs">
        <Tabs
          idBase="activity-cat"
          label={t('promotion_categories')}
          items={items}
          selected={selected}
          onSelect={setSelected}
        />
      </div>
      <div
        id="activity-cat-panel"
        role="tabpanel"
        aria-labelledby={`activity-cat-${selected}`}
        className="activity-list"
      >
        {activities.isPending ? (
          <Loading />
        ) : activities.isError ? (
          <Failed onRetry={() => void activities.refetch()} />
        ) : list.length === 0 ? (
          <Empty icon={Gift} text={t('no_activities')} />
        ) : (
          list.map((a) => (
            <AppLink key={a.id} to={`/activity?id=${a.id}`} className="activity-card">
              <LazyImage
                className="activity-card__img"
                src={a.image}
                alt=""
                width={690}
                height={260}
              />
              <span className="activity-card__body">
                <span className="activity-card__title">{a.title}</span>
                <span className="activity-card__summary">{a.summary}</span>
              </span>
            </AppLink>
          ))
        )}
      </div>
    </section>
  );
}

function ActivityDetailView({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const activity = useActivity(id);
  const a = activity.data;
  return (
    <section className="content-page" aria-labelledby="page-title">
      <AppLink to="/activity" className="content-back">
        <ChevronLeft size={18} aria-hidden="true" /> {t('page_activity')}
      </AppLink>
      {id === null || activity.isError ? (
        <>
          <h1 id="page-title" className="page-title">
            {t('page_activity')}
          </h1>
          <Empty icon={Gift} text={t('activity_not_found')} />
        </>
      ) : !a ? (
        <>
          <h1 id="page-title" className="visually-hidden">
            {t('page_activity')}
          </h1>
          <Loading />
        </>
      ) : (
        <article className="activity-detail">
          <img className="activity-detail__img" src={a.image} alt="" width={690} height={260} />
          <h1 id="page-title" className="page-title activity-detail__title">
            {a.title}
          </h1>
          {a.endAt ? (
            <p className="activity-detail__meta">
              <CalendarClock size={16} aria-hidden="true" />{' '}
              {t('activity_ends', { date: format.date(a.endAt) })}
            </p>
          ) : null}
          <p className="activity-detail__summary">{a.summary}</p>
          <div className="content-card">
            <SafeHtml html={a.content} />
          </div>
          <div className="activity-detail__action">
            <ActivityGoButton activity={a} />
          </div>
        </article>
      )}
    </section>
  );
}
