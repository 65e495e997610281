import { loadScreenCode as loadAcrossReleases } from '@member-app/contract/rules/releases';
import { readStorage, writeStorage } from './storage';

/**
 * Loads a page's code; a file a new release removed reloads the tab once, online only (the rule
 * and its reasons are in the contract's `rules/releases`). An installed app rarely needs it: its
 * service worker keeps the running release's files until the player accepts the update (§4).
 */
export const loadScreenCode = <M>(load: () => Promise<M>): Promise<M> =>
  loadAcrossReleases(load, {
    storage: {
      getItem: (key) => readStorage('session', key),
      setItem: (key, value) => writeStorage('session', key, value),
    },
    online: () => navigator.onLine,
    now: Date.now,
    reload: () => window.location.reload(),
  });
