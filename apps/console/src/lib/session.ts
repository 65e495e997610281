import type { Operator, OperatorToken } from '@member-app/contract/schemas/admin';
import { useSyncExternalStore } from 'react';

/**
 * The operator's session in this tab. Kept in sessionStorage, not localStorage: the bearer token
 * opens every member of the operator's merchants, so it ends with the tab and is never shared with
 * other tabs or left behind on a shared desk. A reload keeps it.
 */
const KEY = 'console.session';

export interface ConsoleSession {
  token: string;
  expiresAt: number;
  operator: Operator;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): ConsoleSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as ConsoleSession;
    return session.expiresAt > Date.now() ? session : null;
  } catch {
    return null;
  }
}

let current: ConsoleSession | null = read();

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): ConsoleSession | null {
  return current;
}

export function setSession(token: OperatorToken): void {
  current = { token: token.token, expiresAt: token.expiresAt, operator: token.operator };
  sessionStorage.setItem(KEY, JSON.stringify(current));
  emit();
}

/** The operator as the server last described it (after a password change, TOTP set-up). */
export function updateOperator(operator: Operator): void {
  if (!current) return;
  current = { ...current, operator };
  sessionStorage.setItem(KEY, JSON.stringify(current));
  emit();
}

export function clearSession(): void {
  current = null;
  sessionStorage.removeItem(KEY);
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): ConsoleSession | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
