import { lazy, Suspense } from 'react';
import { HomePage } from '../features/home/home-page';
import { WhenNear } from '../components/when-near';
import './home-route.css';

// Below the first screen on a phone: the referral entry, the lanes and their launch rules load as
// the page settles or the player scrolls to them; the popups once the page has loaded.
const laterParts = () => import('./home-later-parts');
const ReferralEntry = lazy(() => laterParts().then((m) => ({ default: m.ReferralEntry })));
const GameLanes = lazy(() => laterParts().then((m) => ({ default: m.GameLanes })));
const HomePopups = lazy(() => laterParts().then((m) => ({ default: m.HomePopups })));

/** §2 /m/home composed here: features never import each other (STYLE "Layout and boundaries"). */
export function Component() {
  return (
    <HomePage
      popups={HomePopups}
      lanes={
        <>
          <WhenNear minHeight={76}>
            <Suspense fallback={<div style={{ minHeight: 76 }} aria-hidden="true" />}>
              <div className="home-referral">
                <ReferralEntry />
              </div>
            </Suspense>
          </WhenNear>
          <WhenNear minHeight={420}>
            <Suspense fallback={<div style={{ minHeight: 420 }} aria-hidden="true" />}>
              <GameLanes />
            </Suspense>
          </WhenNear>
        </>
      }
    />
  );
}
