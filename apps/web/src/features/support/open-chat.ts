import type { TFunction } from 'i18next';
import { chatLanguageFor, MEMBER_AREA_ERROR_CODES } from '@member-app/contract/rules/member-area';
import { ApiError } from '../../lib/api-error';
import { showAlert, showToast } from '../../lib/overlay-store';
import { openOutside } from '../../lib/open-outside';
import { launchChat } from './api/launch-chat';
import { isBuiltInChat, type ChatAccess } from './rules';

/**
 * A tap on the chat button (§2 screen 14, §4 chat, §5) by a player who is not sent to log in: chat
 * off says so, member type 4 gets the no-permission message, anyone else launches the chat in the
 * UI language's chat language (§9: PT-BR → PT, others EN) and opens a provider's chat outside;
 * resolves true when the server's own chat is to open in place. The server's refusals say the same.
 * Loaded on the first tap (chat-button.tsx): the button is on every page, this runs only when
 * tapped (issue 14).
 */
export async function openChat(
  access: Exclude<ChatAccess, 'login'>,
  language: string,
  t: TFunction,
): Promise<boolean> {
  const noPermission = () =>
    void showAlert(t('chat_no_permission'), {
      title: t('customer_service'),
      okLabel: t('confirm'),
      tag: 'chat-no-permission',
    });
  if (access === 'disabled') {
    showToast(t('chat_unavailable'));
    return false;
  }
  if (access === 'no-permission') {
    noPermission();
    return false;
  }
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
