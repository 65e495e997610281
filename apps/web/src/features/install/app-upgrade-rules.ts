/**
 * The app-upgrade modal's state (§4), for the old app shells that get it (app-upgrade-host.tsx
 * checks the user agent on every page; this loads with the modal). Pure: no DOM, no React.
 */

/**
 * §4 "App-upgrade modal: visible, hidden, closed; no close button when MANDATORYAPPUPDATES3 is set".
 * Hidden when the shell is new enough (or this is no shell); closed once the member closed it this
 * session; a mandatory upgrade cannot be closed, so it stays visible.
 */
export type AppUpgradeState = 'visible' | 'hidden' | 'closed';

export function appUpgradeState(input: {
  needsUpgrade: boolean;
  mandatory: boolean;
  closedThisSession: boolean;
}): AppUpgradeState {
  if (!input.needsUpgrade) return 'hidden';
  if (input.closedThisSession && !input.mandatory) return 'closed';
  return 'visible';
}

/** The session flag of a closed (optional) upgrade modal. */
export const APP_UPGRADE_CLOSED_KEY = 'MC_APP_UPGRADE_CLOSED';
