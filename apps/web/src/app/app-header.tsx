import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { useSession } from '../lib/session';
import { getBootConfig } from '../lib/boot-config';
import { AppLink } from '../components/app-link';
import { showLogin, showRegister } from '../lib/auth-dialogs';
import './app-header.css';

// Members only: guests' first load does not carry the balance, its icons or the money formatter.
const HeaderBalance = lazy(() =>
  import('../components/wallet-balance').then((m) => ({ default: m.HeaderBalance })),
);

export function AppHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const boot = getBootConfig();
  return (
    <header className="app-header">
      <AppLink
        to="/home"
        className="app-header__brand"
        aria-label={t('go_home_named', { name: boot.merchantName || t('home') })}
      >
        {boot.logo ? (
          <img src={boot.logo} alt="" width={128} height={32} className="app-header__logo" />
        ) : (
          <span className="app-header__name">{boot.merchantName}</span>
        )}
      </AppLink>
      <div className="app-header__actions">
        {session ? (
          <>
            <Suspense fallback={null}>
              <HeaderBalance />
            </Suspense>
            <AppLink
              to="/member/home"
              className="app-header__member"
              aria-label={session.userName || t('my_account')}
            >
              <UserRound size={18} aria-hidden="true" />
              <span className="app-header__member-name">{session.userName || t('my_account')}</span>
            </AppLink>
          </>
        ) : (
          <>
            {/* §2 screen 9: the dialogs, so the player stays on the page they are looking at. */}
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              aria-haspopup="dialog"
              onClick={() => showLogin(true)}
            >
              {t('login')}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              aria-haspopup="dialog"
              onClick={() => showRegister(true)}
            >
              {t('register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
