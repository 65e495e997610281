import { createStore, del, get, set } from 'idb-keyval';
import { readJson, removeStorage, writeStorage } from '../../lib/storage';
import { REMEMBERED_LOGIN_KEY } from '../../lib/auto-login-flag';
import type { RememberedLogin } from './rules';

/**
 * §3 Remember-password record, kept only encrypted (ARCHITECTURE): AES-GCM with a non-extractable
 * WebCrypto key that lives in IndexedDB; local storage holds nothing readable.
 */
const RECORD_KEY = REMEMBERED_LOGIN_KEY;
const store = () => createStore('mc-secure', 'keys');

interface Sealed {
  iv: string;
  data: string;
}

const b64 = (u: Uint8Array) => btoa(String.fromCharCode(...u));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

async function key(create: boolean): Promise<CryptoKey | null> {
  const existing = await get<CryptoKey>('remember', store());
  if (existing || !create) return existing ?? null;
  const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await set('remember', fresh, store());
  return fresh;
}

export async function saveRememberedLogin(record: RememberedLogin): Promise<void> {
  const k = await key(true);
  if (!k) return;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    k,
    new TextEncoder().encode(JSON.stringify(record)),
  );
  writeStorage(
    'local',
    RECORD_KEY,
    JSON.stringify({ iv: b64(iv), data: b64(new Uint8Array(data)) } satisfies Sealed),
  );
}

export async function loadRememberedLogin(): Promise<RememberedLogin | null> {
  const sealed = readJson<Sealed>('local', RECORD_KEY);
  if (!sealed) return null;
  try {
    const k = await key(false);
    if (!k) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: unb64(sealed.iv) },
      k,
      unb64(sealed.data),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as RememberedLogin;
  } catch {
    // A key from another browser profile, or a damaged record: forget it.
    removeStorage('local', RECORD_KEY);
    return null;
  }
}

export async function clearRememberedLogin(): Promise<void> {
  removeStorage('local', RECORD_KEY);
  await del('remember', store()).catch(() => undefined);
}
