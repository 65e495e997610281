import { APP_FILES, ASSET_CHECK_QUERY } from '@member-app/contract/routes';
import type { AssetCheck } from '@member-app/contract/schemas/system';

/**
 * §7 GET /m/asset-manifest.json with a timestamp, asking (ASSET_CHECK_QUERY) for only the hash and
 * entry points that the check compares: the whole list of built files was ≈3.5 KB on the wire of
 * every first load. Plain JSON (no envelope), never cached; not an API call of the member, so it
 * goes around the API client and its error policy: a failed check is simply tried again at the
 * next occasion.
 */
export async function fetchAssetManifest(signal?: AbortSignal): Promise<AssetCheck> {
  const res = await fetch(`${APP_FILES.assetManifest}?_=${Date.now()}&${ASSET_CHECK_QUERY}`, {
    cache: 'no-store',
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw new Error(`asset manifest: HTTP ${res.status}`);
  return (await res.json()) as AssetCheck;
}
