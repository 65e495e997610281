import { useEffect, useSyncExternalStore } from 'react';

/**
 * Immersive mode (§2 screen 12 in-app game page): while a page shows a full-screen layer, the app
 * shell leaves out its header, footer navigation and floating mini-game, so that nothing of the
 * shell can be reached behind the layer (keyboard, screen reader). A count, so that overlapping
 * layers work.
 */
let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function enterImmersive(): () => void {
  count += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    count = Math.max(0, count - 1);
    emit();
  };
}

export function useImmersive(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count > 0,
    () => false,
  );
}

/** Holds immersive mode while the calling component is mounted (and `active`). */
export function useImmersiveWhile(active = true): void {
  useEffect(() => (active ? enterImmersive() : undefined), [active]);
}
