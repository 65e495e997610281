import { describe, expect, it } from 'vitest';
import { appUpgradeState } from './app-upgrade-rules';

describe('§4 app-upgrade modal states', () => {
  it.each([
    [{ needsUpgrade: false, mandatory: false, closedThisSession: false }, 'hidden'],
    [{ needsUpgrade: false, mandatory: true, closedThisSession: false }, 'hidden'],
    [{ needsUpgrade: true, mandatory: false, closedThisSession: false }, 'visible'],
    [{ needsUpgrade: true, mandatory: false, closedThisSession: true }, 'closed'],
    // §4 "no close button when MANDATORYAPPUPDATES3 is set": it cannot be closed away.
    [{ needsUpgrade: true, mandatory: true, closedThisSession: true }, 'visible'],
  ] as const)('§4 %o → %s', (input, state) => expect(appUpgradeState(input)).toBe(state));
});
