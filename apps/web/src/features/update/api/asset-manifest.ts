import { APP_FILES } from '@member-app/contract/routes';
import type { AssetManifest } from '@member-app/contract/schemas/system';

/**
 * §7 GET /m/asset-manifest.json with a timestamp. Plain JSON (no envelope), never cached; not an
 * API call of the member, so it goes around the API client and its error policy: a failed check
 * is simply tried again at the next occasion.
 */
export async function fetchAssetManifest(signal?: AbortSignal): Promise<AssetManifest> {
  const res = await fetch(`${APP_FILES.assetManifest}?_=${Date.now()}`, {
    cache: 'no-store',
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw new Error(`asset manifest: HTTP ${res.status}`);
  return (await res.json()) as AssetManifest;
}
