import { useSyncExternalStore } from 'react';

/**
 * §2 screen 9 "Login/register dialogs (opened and closed via showLogin and showRegister)". Any
 * feature may open them; the app layer draws them.
 */
interface State {
  login: boolean;
  register: boolean;
}

let state: State = { login: false, register: false };
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  listeners.forEach((l) => l());
};

export function showLogin(open: boolean): void {
  set({ login: open, register: open ? false : state.register });
}

export function showRegister(open: boolean): void {
  set({ register: open, login: open ? false : state.login });
}

export function useAuthDialogs(): State {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
