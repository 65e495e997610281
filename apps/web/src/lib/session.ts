import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEY } from '@member-app/contract/constants';
import { readJson, removeStorage, writeStorage } from './storage';

/** §3 Session info, kept in session storage under MC_SESSION_INFO. */
export interface SessionInfo {
  id: number | string;
  token: string;
  merchantCode: string;
  userName: string;
  /** §6 customer type: 0 member, 1 and 2 agents, 4 restricted. */
  type: number;
  firstTimeLogin: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SessionInfo | null | undefined;

function isSession(v: unknown): v is SessionInfo {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return typeof s.token === 'string' && s.token.length > 0 && typeof s.merchantCode === 'string';
}

function read(): SessionInfo | null {
  const raw = readJson<Record<string, unknown>>('session', SESSION_STORAGE_KEY);
  if (!isSession(raw)) return null;
  // §3 "id (or customerId)".
  const id = raw.id ?? (raw as { customerId?: number | string }).customerId ?? '';
  return {
    id,
    token: raw.token,
    merchantCode: raw.merchantCode,
    userName: typeof raw.userName === 'string' ? raw.userName : '',
    type: typeof raw.type === 'number' ? raw.type : 0,
    firstTimeLogin: raw.firstTimeLogin === true,
  };
}

function emit() {
  cached = undefined;
  for (const l of listeners) l();
}

/** §4 "Login state derives from session storage." */
export function getSession(): SessionInfo | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function setSession(info: SessionInfo): void {
  writeStorage('session', SESSION_STORAGE_KEY, JSON.stringify(info));
  emit();
}

export function clearSession(): void {
  removeStorage('session', SESSION_STORAGE_KEY);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionInfo | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

if (typeof window !== 'undefined') {
  // Another tab of the same session (sessionStorage is per tab, but storage events still tell).
  window.addEventListener('storage', (e) => {
    if (e.key === SESSION_STORAGE_KEY || e.key === null) emit();
  });
}
