import { lazy, Suspense } from 'react';
import { needsAppUpgrade } from '@member-app/contract/rules/downloads';

const AppUpgradeModal = lazy(() => import('./components/app-upgrade-modal'));

/** §4 the user-agent check runs on every page; the modal's code loads only for an old app shell. */
export function AppUpgradeHost() {
  if (!needsAppUpgrade(navigator.userAgent)) return null;
  return (
    <Suspense fallback={null}>
      <AppUpgradeModal />
    </Suspense>
  );
}
