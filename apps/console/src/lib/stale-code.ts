import { loadScreenCode as loadAcrossReleases } from '@member-app/contract/rules/releases';

/**
 * Loads a screen's code; a file a new release removed reloads the tab once (the rule and its
 * reasons are in the contract's `rules/releases`).
 */
export const loadScreenCode = <M>(load: () => Promise<M>): Promise<M> =>
  loadAcrossReleases(load, {
    storage: sessionStorage,
    online: () => navigator.onLine,
    now: Date.now,
    reload: () => window.location.reload(),
  });
