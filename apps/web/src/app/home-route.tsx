import { Suspense } from 'react';
import { HomePage } from '../features/home/home-page';
import { WhenNear } from '../components/when-near';
import { onDemand } from '../lib/on-demand';
import './home-route.css';

// Below the first screen on a phone: the referral entry, the lanes and their launch rules load as
// the page settles or the player scrolls to them; the popups once the page has loaded. The code is
// in before a section renders (WhenNear's `prepare`), so the section shows in one commit, without
// its placeholder in between (lib/on-demand.ts).
const laterParts = onDemand(() => import('./home-later-parts'));
const ReferralEntry = laterParts.part((m) => m.ReferralEntry);
const GameLanes = laterParts.part((m) => m.GameLanes);
const HomePopups = laterParts.part((m) => m.HomePopups);

/** §2 /m/home composed here: features never import each other (STYLE "Layout and boundaries"). */
export function Component() {
  return (
    <HomePage
      popups={HomePopups}
      lanes={
        <>
          <WhenNear minHeight={76} prepare={laterParts.load}>
            <Suspense fallback={<div style={{ minHeight: 76 }} aria-hidden="true" />}>
              <div className="home-referral">
                <ReferralEntry />
              </div>
            </Suspense>
          </WhenNear>
          <WhenNear minHeight={420} prepare={laterParts.load}>
            <Suspense fallback={<div style={{ minHeight: 420 }} aria-hidden="true" />}>
              <GameLanes />
            </Suspense>
          </WhenNear>
        </>
      }
    />
  );
}
