import { useSyncExternalStore } from 'react';
import { LOADING_CLEAR_INTERVAL_MS, LOADING_CLEAR_TIMES } from '@member-app/contract/constants';

/** Global loading indicator: a count of work in progress that shows one spinner. */
let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showLoading(): () => void {
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

export function hideAllLoading(): void {
  if (count === 0) return;
  count = 0;
  emit();
}

/** §8 "After errors, loading indicators are hidden each second, up to 3 times." */
export function clearLoadingAfterError(): void {
  for (let i = 1; i <= LOADING_CLEAR_TIMES; i++)
    setTimeout(hideAllLoading, i * LOADING_CLEAR_INTERVAL_MS);
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count > 0,
    () => false,
  );
}
