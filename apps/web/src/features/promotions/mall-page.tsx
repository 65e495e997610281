import { useTranslation } from 'react-i18next';
import { ShoppingBag, Coins } from 'lucide-react';
import { LazyImage } from '../../components/lazy-image';
import { useMall } from './api/content';
import { useFormat } from '../../lib/use-format';
import { Empty, Failed, Loading } from './components/states';
import './promotions.css';

/** §2 /m/mall/mallHome: the point market. */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const mall = useMall();
  const items = mall.data?.items ?? [];
  return (
    <section className="content-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_mall')}
      </h1>
      {mall.isPending ? (
        <Loading />
      ) : mall.isError ? (
        <Failed onRetry={() => void mall.refetch()} />
      ) : items.length === 0 ? (
        <Empty icon={ShoppingBag} text={t('no_mall_items')} />
      ) : (
        <ul className="mall-grid">
          {items.map((item) => (
            <li key={item.id} className="mall-card">
              <LazyImage
                className="mall-card__img"
                src={item.image}
                alt=""
                width={240}
                height={240}
              />
              <span className="chip">{item.category}</span>
              <h2 className="mall-card__name">{item.name}</h2>
              <p className="mall-card__desc">{item.description}</p>
              <p className="mall-card__points">
                <Coins size={16} aria-hidden="true" />{' '}
                {t('mall_points', { points: format.number(item.points) })}
              </p>
              <p className="mall-card__stock">
                {item.stock > 0 ? t('mall_stock', { n: item.stock }) : t('mall_sold_out')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
