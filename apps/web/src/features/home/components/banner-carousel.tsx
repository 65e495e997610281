import { useTranslation } from 'react-i18next';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import { Carousel } from '../../../components/carousel';
import { LazyImage } from '../../../components/lazy-image';
import { useBanners } from '../api/content';
import { useBannerClick } from './use-banner-click';

const BANNER_AUTOPLAY_MS = 4_000;

/** The home banners (§3 group 'main'): swipeable, autoplaying, each a button acting per §2. */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { data, isPending } = useBanners([MAIN_BANNER_GROUP]);
  const onClick = useBannerClick();
  const banners = data?.banners ?? [];
  if (isPending) return <div className="home-banners home-banners--loading" aria-hidden="true" />;
  if (banners.length === 0) return null;
  const slides = banners.map((b, i) => (
    <button
      key={b.id}
      type="button"
      className="home-banner"
      data-linkage-type={b.linkageType ?? ''}
      onClick={() => onClick(b)}
    >
      {i === 0 ? (
        <img
          className="home-banner__img"
          src={b.url}
          alt={b.title}
          width={750}
          height={300}
          fetchPriority="high"
        />
      ) : (
        <LazyImage
          className="home-banner__img"
          src={b.url}
          alt={b.title}
          width={750}
          height={300}
        />
      )}
    </button>
  ));
  return (
    <div className="home-banners">
      {/* The carousel loads its swipe engine (embla) on demand, never on the first-load path. */}
      <Carousel label={t('banners')} slides={slides} autoplayMs={BANNER_AUTOPLAY_MS} />
    </div>
  );
}
