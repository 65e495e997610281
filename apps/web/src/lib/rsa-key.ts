import type { RsaKey } from '@member-app/contract/schemas/crypto';
import { encryptBody } from './body-encryption';

let cached: Promise<RsaKey> | null = null;
let cachedUntil = 0;

/**
 * §7 GET /wps/session/key/rsa?_={timestamp}, kept until the server says a newer key is out.
 * Plain fetch: the API client calls this while it encrypts, so it cannot go through itself.
 */
export function getRsaKey(force = false): Promise<RsaKey> {
  if (!cached || force || Date.now() >= cachedUntil) {
    cached = fetch(`/wps/session/key/rsa?_=${Date.now()}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
      .then((r) => r.json() as Promise<{ success: boolean; value: RsaKey }>)
      .then((e) => {
        if (!e.success) throw new Error('no key');
        cachedUntil = e.value.expiresAt;
        return e.value;
      });
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

export async function encryptWithServerKey(body: unknown, retry: boolean) {
  return encryptBody(body, await getRsaKey(retry));
}
