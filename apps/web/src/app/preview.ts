import type { QueryClient } from '@tanstack/react-query';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import {
  PREVIEW_CONTENT_PATH,
  PREVIEW_REFRESH_MESSAGE,
  PREVIEW_TTL_SECONDS,
} from '@member-app/contract/rules/preview';
import type { PreviewContent } from '@member-app/contract/schemas/preview';
import { WELCOME_SESSION_FLAG, welcomeNameKey } from '../features/home/components/home-popups';
import { popupStorageKey } from '../features/home/rules';
import { api } from '../lib/api';
import { removeStorage } from '../lib/storage';

const readPreview = (token: string) =>
  api.get<PreviewContent>(`${PREVIEW_CONTENT_PATH}/${encodeURIComponent(token)}`, {
    alert: false,
  });

/**
 * The token's content put where the home page reads its banners, marquee and popups (the same
 * query keys), so that the app renders it with its own code.
 */
function showPreview(queryClient: QueryClient, content: PreviewContent) {
  const ofGroups = (groups: readonly string[]) => ({
    banners: content.banners.banners.filter((b) => groups.includes(b.groupName)),
  });
  // Fresh for the token's whole life: home's queries (5 minutes fresh) would otherwise fetch the
  // stored content again, on a focus of the frame, and replace the draft with it.
  const fresh = { updatedAt: Date.now() + PREVIEW_TTL_SECONDS * 1000 };
  const put = (key: readonly string[], data: unknown) => queryClient.setQueryData(key, data, fresh);
  put(['content', 'banners', MAIN_BANNER_GROUP], ofGroups([MAIN_BANNER_GROUP]));
  put(['content', 'banners', WELCOME_POPUP_GROUPS.join(',')], ofGroups(WELCOME_POPUP_GROUPS));
  put(['content', 'marquee'], content.marquee);
  put(['content', 'popups'], content.popups);
}

/**
 * The console's live preview (opened in its phone frame with a preview token in the address): home
 * shows the operator's unsaved item as players would get it; the popups' "already seen" marks are
 * cleared so that a previewed popup opens. Then the console sends each next version of the draft
 * under the same token and tells this frame to read it again. Only the page that frames this one
 * is heard, and the message carries no content: whatever it says, what shows is the server's
 * answer, sanitized as players get it. Listening starts before the first read, so that no version
 * sent while the app loads is missed; of reads that overlap, only the latest started is shown.
 */
export function followPreview(queryClient: QueryClient, token: string): Promise<void> {
  removeStorage('local', popupStorageKey(null));
  removeStorage('session', WELCOME_SESSION_FLAG);
  for (const group of WELCOME_POPUP_GROUPS) removeStorage('local', welcomeNameKey(group));
  let latest = 0;
  const read = async () => {
    const mine = ++latest;
    const content = await readPreview(token);
    if (mine === latest) showPreview(queryClient, content);
  };
  window.addEventListener('message', (event) => {
    if (window.parent === window || event.source !== window.parent) return;
    if (event.data === PREVIEW_REFRESH_MESSAGE) read().catch(() => undefined);
  });
  return read();
}
