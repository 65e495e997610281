import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircleMore } from 'lucide-react';
import { OPEN_CHAT_EVENT } from '@member-app/contract/rules/member-area';
import { takeChatRequest } from '../../lib/chat-request';
import { showLogin } from '../../lib/auth-dialogs';
import { showToast } from '../../lib/overlay-store';
import { useUiLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useSiteSettings } from '../../lib/site-settings';
import { unreadQueryKey, useUnreadCount } from './api/unread-count';
import { chatAccess, pollsUnreadCount, unreadBadge } from './rules';
import './chat.css';

// The chat itself loads when it is opened, not with every page.
const ChatDialog = lazy(() => import('./chat-dialog').then((m) => ({ default: m.ChatDialog })));

/**
 * §2 screen 14: the footer chat button with its unread badge. Opens the chat on click and on the
 * OPEN_CHAT_EVENT other features dispatch (§2 referral entry "otherwise").
 */
export function ChatButton() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const session = useSession();
  const settings = useSiteSettings().data;
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const busy = useRef(false);
  const access = chatAccess({
    cbs3: settings?.whitelabelVal.CBS3 === true,
    loggedIn: !!session?.token,
    memberType: session?.type ?? -1,
  });
  const unread = useUnreadCount(pollsUnreadCount(access));
  const badge = pollsUnreadCount(access) ? unreadBadge(unread.data?.unReadCount) : null;

  const start = useCallback(async () => {
    if (access === 'login') return showLogin(true);
    if (busy.current) return;
    busy.current = true;
    try {
      // What a tap means for this player, the launch and its answers load with the first tap
      // (open-chat.ts).
      const { openChat } = await import('./open-chat');
      if (await openChat(access, language, t)) setOpen(true);
    } catch {
      // Its code did not load (no network, a release that removed the file).
      showToast(t('unknown_error'), 'error');
    } finally {
      busy.current = false;
    }
  }, [access, t, language]);

  // Requests made elsewhere (lib/chat-request): one made before this button came in is taken when
  // it mounts, later ones when their event arrives; either way once the settings (CBS3) are known.
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const onOpen = () => setRequests((n) => n + 1);
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);
  useEffect(() => {
    if (!settings) return;
    // Taken in a task of its own (the chat's state is not set inside the effect itself).
    const id = setTimeout(() => {
      if (takeChatRequest()) void start();
    }, 0);
    return () => clearTimeout(id);
  }, [settings, requests, start]);

  // Marks the footer's dock as unused, so that the tabs take the whole bar.
  if (access === 'disabled') return <span hidden data-chat-off />;
  const label = badge
    ? t('chat_button_unread', { count: unread.data?.unReadCount ?? 0 })
    : t('chat_button');
  return (
    <>
      <button type="button" className="chat-fab" aria-label={label} onClick={() => void start()}>
        <MessageCircleMore size={24} aria-hidden="true" />
        {badge ? (
          <span className="chat-fab__badge" data-testid="chat-unread" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {/* Drawn at the document's end, not inside the footer navigation: its styles stay its own. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <ChatDialog
                onClose={() => {
                  setOpen(false);
                  void client.invalidateQueries({ queryKey: unreadQueryKey });
                }}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
