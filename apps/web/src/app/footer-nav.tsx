import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Gamepad2, Gift, Headset, House, UserRound, type LucideIcon } from 'lucide-react';
import { withPreservedParams } from '../lib/preserved-params';
import { useAfterLoad } from '../lib/after-load';
import './footer-nav.css';

// The chat button of the footer (§2 screen 14) comes in after the page has loaded, with the
// shell's other after-load parts (one module, after-load-parts.tsx).
const ChatButton = lazy(() =>
  import('./after-load-parts').then((m) => ({ default: m.ChatButton })),
);

interface Tab {
  to: string;
  label: 'home' | 'games' | 'promotions' | 'service' | 'me';
  icon: LucideIcon;
  /** Other paths that light this tab. */
  also?: string[];
}

const TABS: Tab[] = [
  { to: '/home', label: 'home', icon: House, also: ['/', '/index', '/index.html'] },
  { to: '/game', label: 'games', icon: Gamepad2, also: ['/launchGame'] },
  { to: '/activity', label: 'promotions', icon: Gift, also: ['/rewardCenter', '/news'] },
  { to: '/help', label: 'service', icon: Headset },
  { to: '/member/home', label: 'me', icon: UserRound, also: ['/member/benefits'] },
];

/** The footer navigation of the app, with the chat button and its unread badge (§2 screen 14). */
export function FooterNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const afterLoad = useAfterLoad();
  return (
    <nav className="footer-nav" aria-label={t('main_navigation')}>
      <ul>
        {TABS.map((tab) => {
          const active =
            location.pathname === tab.to || (tab.also?.includes(location.pathname) ?? false);
          const Icon = tab.icon;
          return (
            <li key={tab.to}>
              <Link
                to={withPreservedParams(tab.to, location.search)}
                className={`footer-nav__tab${active ? ' is-active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <Icon size={22} strokeWidth={active ? 2.4 : 1.8} aria-hidden="true" />
                <span>{t(tab.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {/* The chat button's place in the bar, held from the first paint (no shift when it comes). */}
      <div className="footer-nav__dock">
        {afterLoad ? (
          <Suspense fallback={null}>
            <ChatButton />
          </Suspense>
        ) : null}
      </div>
    </nav>
  );
}
