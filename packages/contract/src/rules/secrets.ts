/**
 * Write-only secrets of a merchant's settings. An operator may set or clear them but never read
 * them back: every admin answer and every audit entry carries `{ set: true | false }` in their
 * place, and a write that leaves one out (or sends the marker back) keeps the stored value.
 */

/** Paths (dot-separated) of the secrets inside the merchant settings document. */
export const MERCHANT_SECRET_PATHS = [
  'secrets.geetestKey',
  'secrets.fcmServiceAccount.privateKey',
  'tracking.s2s.facebook.accessToken',
  'tracking.s2s.tiktok.accessToken',
] as const;

/** What an answer shows in a secret's place. */
export interface SecretMarker {
  set: boolean;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isSecretMarker = (v: unknown): v is SecretMarker =>
  isObject(v) && Object.keys(v).length === 1 && typeof v.set === 'boolean';

function parentOf(root: Json, path: string): { parent: Json; key: string } | null {
  const keys = path.split('.');
  const key = keys.pop()!;
  let node: unknown = root;
  for (const k of keys) {
    if (!isObject(node)) return null;
    node = node[k];
  }
  return isObject(node) ? { parent: node, key } : null;
}

function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A copy of `settings` with every secret replaced by its marker (`set` when a non-empty value is
 * stored). Objects that hold a secret and are absent stay absent.
 */
export function maskSecrets<T extends object>(
  settings: T,
  paths: readonly string[] = MERCHANT_SECRET_PATHS,
): T {
  const copy = cloneJson(settings) as Json;
  for (const path of paths) {
    const at = parentOf(copy, path);
    if (!at) continue;
    const value = at.parent[at.key];
    at.parent[at.key] = { set: value !== null && value !== undefined && value !== '' };
  }
  return copy as T;
}

/**
 * The settings to store from an operator's `incoming` document and the `stored` one: where the
 * operator left a secret out or sent its marker back, the stored value is kept; `null` clears it;
 * a string replaces it. When a whole object holding secrets is left out (e.g. no `secrets` at all),
 * the stored object is kept as it was.
 */
export function keepSecrets(
  incoming: Json,
  stored: Json | null | undefined,
  paths: readonly string[] = MERCHANT_SECRET_PATHS,
): Json {
  const copy = cloneJson(incoming);
  if (!stored) return copy;
  for (const path of paths) {
    const keys = path.split('.');
    let node: Json = copy;
    let before: unknown = stored;
    for (const [i, key] of keys.entries()) {
      const beforeValue = isObject(before) ? before[key] : undefined;
      const given = node[key];
      if (i === keys.length - 1) {
        if (given !== undefined && !isSecretMarker(given)) break;
        if (beforeValue === undefined) delete node[key];
        else node[key] = cloneJson(beforeValue);
        break;
      }
      if (given === undefined) {
        // The operator left the whole object out: keep the stored one, secrets included.
        if (beforeValue !== undefined) node[key] = cloneJson(beforeValue);
        break;
      }
      // null (or anything not an object) clears the object and its secrets.
      if (!isObject(given)) break;
      node = given;
      before = beforeValue;
    }
  }
  return copy;
}
