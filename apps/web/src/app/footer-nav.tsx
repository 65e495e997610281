import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Gamepad2, Gift, Headset, House, UserRound, type LucideIcon } from 'lucide-react';
import { withPreservedParams } from '../lib/preserved-params';
import { ChatButton } from '../features/support/chat-button';
import './footer-nav.css';

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

/** The footer navigation of the app (the chat button and its badge arrive with the chat issue). */
export function FooterNav() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav className="footer-nav" aria-label={t('main_navigation')}>
      <ul>
        {TABS.map((tab) => {
          const active = location.pathname === tab.to || (tab.also?.includes(location.pathname) ?? false);
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
      <ChatButton />
    </nav>
  );
}
