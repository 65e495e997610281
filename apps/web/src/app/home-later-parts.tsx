// Home's parts below its first screen and its popups (§4), in one module imported from one place
// (home-route.tsx): imported apart, each of the three was a request of its own for a few bytes of
// re-exports in front of the same chunk (vite.config.ts 'home-later'), on every first load of home.
export { ReferralEntry } from '../features/member/components/referral-entry';
export { GameLanes } from '../features/games/components/game-lanes';
export { HomePopups } from '../features/home/components/home-popups';
