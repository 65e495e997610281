import { HomePage } from '../features/home/home-page';
import { GameLanes } from '../features/games/components/game-lanes';
import { ReferralEntry } from '../features/member/components/referral-entry';

/** §2 /m/home composed here: features never import each other (STYLE "Layout and boundaries"). */
export function Component() {
  return (
    <HomePage
      lanes={
        <>
          <div className="home-referral">
            <ReferralEntry />
          </div>
          <GameLanes />
        </>
      }
    />
  );
}
