import { Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  Gamepad2,
  Gift,
  Headset,
  Wallet,
  Sparkles,
  Trophy,
  ShoppingBag,
  Newspaper,
  Award,
  type LucideIcon,
} from 'lucide-react';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings';
import { getBootConfig } from '../../lib/boot-config';
import { AppLink } from '../../components/app-link';
import { BannerCarousel } from './components/banner-carousel';
import { HomeMarquee } from './components/home-marquee';
import { Splash, splashWanted } from './components/splash';
import { useAfterLoad } from '../../lib/after-load';
import './home-page.css';

interface Shortcut {
  to: string;
  label:
    | 'games'
    | 'promotions'
    | 'page_deposit'
    | 'page_reward_center'
    | 'page_mall'
    | 'page_leaderboard'
    | 'page_news'
    | 'service';
  icon: LucideIcon;
}

const SHORTCUTS: Shortcut[] = [
  { to: '/game', label: 'games', icon: Gamepad2 },
  { to: '/activity', label: 'promotions', icon: Gift },
  { to: '/voucherCenter', label: 'page_deposit', icon: Wallet },
  { to: '/rewardCenter', label: 'page_reward_center', icon: Award },
  { to: '/mall/mallHome', label: 'page_mall', icon: ShoppingBag },
  { to: '/leaderBoard', label: 'page_leaderboard', icon: Trophy },
  { to: '/news', label: 'page_news', icon: Newspaper },
  { to: '/help', label: 'service', icon: Headset },
];

/**
 * §2 /m/home (also /m/index, /m/index.html): splash, banners, marquee, welcome, shortcuts, the game
 * lanes (another feature, passed in by the app layer) and the popups of §4 (`popups`, this
 * feature's home-popups.tsx, lazily loaded by the app layer with the other parts below the fold).
 * The popups are evaluated 500 ms after their host mounts, which is after the page has loaded.
 */
export function HomePage({
  lanes,
  popups: HomePopups,
}: {
  lanes?: ReactNode;
  popups?: ComponentType<{ paused: boolean }>;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const settings = useSiteSettings().data;
  const name = settings?.merchantName ?? getBootConfig().merchantName;
  const locationKey = useLocation().key;
  const [splash, setSplash] = useState(() => splashWanted(locationKey));
  const hideSplash = useCallback(() => setSplash(false), []);
  const afterLoad = useAfterLoad();
  return (
    <div className="home">
      {splash ? <Splash name={name} onHidden={hideSplash} /> : null}
      <BannerCarousel />
      <HomeMarquee />
      <section className="home-hero" aria-labelledby="page-title">
        <span className="home-hero__badge">
          <Sparkles size={14} aria-hidden="true" /> {t('home_badge')}
        </span>
        <h1 id="page-title" className="home-hero__title">
          {session
            ? t('home_welcome_back', { name: session.userName || name })
            : t('home_welcome', { name })}
        </h1>
        {settings?.mobileTemplate.app_desc ? (
          <p className="home-hero__text" dir="auto">
            {settings.mobileTemplate.app_desc}
          </p>
        ) : null}
        {session ? null : (
          <div className="home-hero__actions">
            <AppLink to="/register" className="btn btn--primary">
              {t('register')}
            </AppLink>
            <AppLink to="/login" className="btn btn--secondary">
              {t('login')}
            </AppLink>
          </div>
        )}
      </section>
      <nav className="home-shortcuts" aria-label={t('shortcuts')}>
        {SHORTCUTS.map(({ to, label, icon: Icon }) => (
          <AppLink key={to} to={to} className="home-shortcut">
            <span className="home-shortcut__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <span>{t(label)}</span>
          </AppLink>
        ))}
      </nav>
      {lanes}
      {afterLoad && HomePopups ? (
        <Suspense fallback={null}>
          <HomePopups paused={splash} />
        </Suspense>
      ) : null}
    </div>
  );
}
