import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { useImmersive } from '../../lib/immersive';
import { toFullPath } from '../../lib/paths';
import { readStorage, writeStorage } from '../../lib/storage';
import { showAlert, showToast } from '../../lib/overlay-store';
import { useOverlayTurn } from '../../lib/overlays/turns';
import {
  appRegistration,
  enablePush,
  isPushSupported,
  loadPushConfig,
  notificationPermission,
  syncPushRegistration,
} from './push-registration';
import {
  PUSH_ASK_DELAY_MS,
  PUSH_ASK_RETRY_MS,
  PUSH_ASKED_KEY,
  PUSH_DECLINED_KEY,
  afterPermissionAnswer,
  pushAskDecision,
  type PermissionState,
} from './rules';

const PushPermissionDialog = lazy(() => import('./components/push-permission-dialog'));

/**
 * §4 push opt-in: a few seconds after login (or on a visit while logged in), offers the permission
 * dialog of §2 screen 13 when the rules allow it, and keeps an allowed browser's registration bound
 * and fresh (§9 7 days). Never over another dialog or a game.
 */
export function PushHost() {
  const { t } = useTranslation();
  const token = useSession()?.token ?? null;
  const location = useLocation();
  const immersive = useImmersive();
  const [open, setOpen] = useState(false);
  // Read when the timer fires, not when it was set.
  const now = useRef({ pathname: '', immersive: false });
  const pathname = toFullPath(location.pathname);
  useEffect(() => {
    now.current = { pathname, immersive };
  }, [pathname, immersive]);
  const afterClose = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const permission = notificationPermission();
      if (permission === 'granted') {
        await syncPushRegistration().catch(() => undefined);
        return;
      }
      const supported = permission === 'default' && !!(await appRegistration());
      const config = supported ? await loadPushConfig() : null;
      if (cancelled) return;
      const decision = pushAskDecision({
        loggedIn: true,
        supported,
        hasConfig: !!config,
        permission,
        askedThisSession: readStorage('session', PUSH_ASKED_KEY) === '1',
        declinedThisSession: readStorage('session', PUSH_DECLINED_KEY) === '1',
        pathname: now.current.pathname,
        // Other dialogs are waited for by the overlay turn below; a game in play is not interrupted.
        otherDialogOpen: now.current.immersive,
      });
      if (decision === 'ask') {
        writeStorage('session', PUSH_ASKED_KEY, '1');
        setOpen(true);
      } else if (decision === 'later') {
        timer = setTimeout(() => void check(), PUSH_ASK_RETRY_MS);
      }
    };
    if (isPushSupported()) timer = setTimeout(() => void check(), PUSH_ASK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token]);

  // One overlay at a time (lib/overlays): the opt-in shows when its turn comes.
  const turn = useOverlayTurn('push', open && !!token);
  if (!open || !token || !turn) return null;

  const onAnswer = (permission: PermissionState) => {
    const next = afterPermissionAnswer(permission);
    if (next === 'subscribe') {
      afterClose.current = () =>
        void enablePush().then(
          () => showToast(t('push_enabled'), 'success'),
          () => showToast(t('push_failed'), 'error'),
        );
    } else if (next === 'tips') {
      // §8 "Push permission denied: 'notification_request_tips' alert".
      afterClose.current = () =>
        void showAlert(t('notification_request_tips'), { title: t('notice'), okLabel: t('ok') });
    } else {
      writeStorage('session', PUSH_DECLINED_KEY, '1');
    }
  };

  return (
    <Suspense fallback={null}>
      <PushPermissionDialog
        onAnswer={onAnswer}
        onNotNow={() => writeStorage('session', PUSH_DECLINED_KEY, '1')}
        onClosed={() => {
          setOpen(false);
          afterClose.current?.();
          afterClose.current = null;
        }}
      />
    </Suspense>
  );
}
