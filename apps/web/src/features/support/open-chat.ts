import type { TFunction } from 'i18next';
import { chatLanguageFor, MEMBER_AREA_ERROR_CODES } from '@member-app/contract/rules/member-area';
import { ApiError } from '../../lib/api-error';
import { showToast } from '../../lib/overlay-store';
import { openOutside } from '../../lib/open-outside';
import { launchChat } from './api/launch-chat';
import { isBuiltInChat } from './rules';

/**
 * A member's tap on the chat button (§2 screen 14, §4 chat): launches the chat in the UI language's
 * chat language (§9: PT-BR → PT, others EN) and opens a provider's chat outside; resolves true when
 * the server's own chat is to open in place. Refusals say why (§5 no permission, chat off). Loaded
 * on the first tap (chat-button.tsx): the button is on every page, the launch runs only when tapped
 * (issue 14).
 */
export async function openChat(
  language: string,
  t: TFunction,
  noPermission: () => void,
): Promise<boolean> {
  try {
    const { chatUrl } = await launchChat(chatLanguageFor(language));
    if (isBuiltInChat(chatUrl, window.location.origin)) return true;
    openOutside(chatUrl);
  } catch (error) {
    if (error instanceof ApiError && error.code === MEMBER_AREA_ERROR_CODES.CHAT_NO_PERMISSION)
      noPermission();
    else if (error instanceof ApiError && error.code === MEMBER_AREA_ERROR_CODES.CHAT_DISABLED)
      showToast(t('chat_unavailable'));
    else
      showToast(
        error instanceof Error && error.message ? error.message : t('unknown_error'),
        'error',
      );
  }
  return false;
}
