import { useTranslation } from 'react-i18next';
import { Coins, ShoppingBag } from 'lucide-react';
import { redeemRefusal } from '@member-app/contract/rules/loyalty';
import { PREVIEW_PLACES } from '@member-app/contract/rules/preview';
import type { MallItem } from '@member-app/contract/schemas/content';
import { Button } from '../../components/button';
import { LazyImage } from '../../components/lazy-image';
import { openDialog, showToast } from '../../lib/overlay-store';
import { useMall } from './api/mall';
import { useMallMine } from './api/mall-mine';
import { usePoints } from './api/points';
import { useRedeem } from './api/redeem';
import { PointsCard } from './components/points-card';
import { Empty, Failed, Loading } from '../../components/content-states';
import { useFormat } from '../../lib/use-format';
import { redeemButtonKey } from './rules';
import { useShowRefusal } from './use-refusal';
import './loyalty.css';

function MallCard({
  item,
  balance,
  redeemed,
}: {
  item: MallItem;
  balance: number | null;
  redeemed: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const redeem = useRedeem();
  const showRefusal = useShowRefusal();
  // Until the member's points are known the button waits; the server decides in the end anyway.
  const refusal =
    balance === null
      ? null
      : redeemRefusal({
          balance,
          cost: item.points,
          stock: item.stock,
          limitPerMember: item.limitPerMember ?? null,
          redeemed,
        });
  const price = t('mall_points', { points: format.number(item.points) });
  const confirm = () =>
    openDialog({
      title: t('mall_redeem_title', { name: item.name }),
      message: t('mall_redeem_confirm', { points: format.number(item.points) }),
      dismissible: true,
      actions: [
        { label: t('cancel'), variant: 'secondary' },
        {
          label: t('mall_redeem'),
          variant: 'primary',
          onPress: () =>
            redeem.mutate(
              { itemId: item.id },
              {
                onSuccess: () => showToast(t('mall_redeemed', { name: item.name }), 'success'),
                onError: showRefusal,
              },
            ),
        },
      ],
    });
  return (
    <li id={PREVIEW_PLACES.mallItem(item.id)} className="mall-card">
      <LazyImage className="mall-card__img" src={item.image} alt="" width={240} height={240} />
      <span className="loyalty-chip">{item.category}</span>
      <h2 className="mall-card__name">{item.name}</h2>
      <p className="mall-card__desc">{item.description}</p>
      <p className="mall-card__points">
        <Coins size={16} aria-hidden="true" /> {price}
      </p>
      <p className="mall-card__stock" data-testid="mall-stock">
        {item.stock > 0 ? t('mall_stock', { n: format.number(item.stock) }) : t('mall_sold_out')}
      </p>
      {item.limitPerMember != null ? (
        <p className="mall-card__limit">
          {t('mall_limit', {
            n: format.number(item.limitPerMember),
            redeemed: format.number(redeemed),
          })}
        </p>
      ) : null}
      {refusal === 'points.insufficient' && balance !== null ? (
        <p className="mall-card__short">
          {t('mall_short_by', { points: format.number(item.points - balance) })}
        </p>
      ) : null}
      <Button
        size="sm"
        block
        className="mall-card__redeem"
        aria-label={`${t(redeemButtonKey(refusal))}: ${item.name}`}
        disabled={refusal !== null || balance === null || redeem.isPending}
        aria-haspopup={refusal === null ? 'dialog' : undefined}
        onClick={confirm}
      >
        {t(redeemButtonKey(refusal))}
      </Button>
    </li>
  );
}

/** §2 /m/mall/mallHome: the point market; items are redeemed for points within stock and limits. */
export function Component() {
  const { t } = useTranslation();
  const mall = useMall();
  const points = usePoints();
  const mine = useMallMine();
  const items = mall.data?.items ?? [];
  const redeemedOf = (id: number) => mine.data?.list.find((m) => m.itemId === id)?.redeemed ?? 0;
  return (
    <section className="loyalty-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {t('page_mall')}
      </h1>
      <PointsCard link={{ to: '/leaderBoard', label: t('points_earn') }} />
      {mall.isPending ? (
        <Loading />
      ) : mall.isError ? (
        <Failed onRetry={() => void mall.refetch()} />
      ) : items.length === 0 ? (
        <Empty icon={ShoppingBag} text={t('no_mall_items')} />
      ) : (
        <ul className="mall-grid">
          {items.map((item) => (
            <MallCard
              key={item.id}
              item={item}
              balance={points.data?.balance ?? null}
              redeemed={redeemedOf(item.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
