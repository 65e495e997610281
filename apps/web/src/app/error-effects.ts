import { i18next } from '../lib/i18n';
import { isApiError } from '../lib/api-error';
import { clearSession } from '../lib/session';
import { openDialog, showAlert } from '../lib/overlay-store';
import { clearLoadingAfterError } from '../lib/loading';
import { setAutoLogin } from '../lib/auto-login-flag';
import { LOGIN_PATH } from '@member-app/contract/routes';
import { decideErrorActions } from './error-policy';
import { translateServerMessage } from '../lib/server-message';

type Navigate = (to: string) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);
let onLogout: () => void = () => {};

/** The router and the query cache register themselves here (they import this module). */
export function connectErrorEffects(deps: { navigate: Navigate; onLogout: () => void }): void {
  navigateTo = deps.navigate;
  onLogout = deps.onLogout;
}

/** Applies the §8 policy for one failed call: logout, dialogs, alerts, loading indicators. */
export function handleFailedCall(error: unknown): void {
  clearLoadingAfterError();
  if (!isApiError(error)) return;
  const t = i18next.t.bind(i18next);
  for (const action of decideErrorActions(error)) {
    switch (action.type) {
      case 'logout':
        clearSession();
        onLogout();
        break;
      case 'please-login':
        openDialog({
          tag: 'please-login',
          title: t('notice'),
          message: t('please_login'),
          dismissible: false,
          actions: [{ label: t('ok'), variant: 'primary', onPress: () => navigateTo(LOGIN_PATH) }],
        });
        break;
      case 'auto-login-off':
        setAutoLogin(false);
        break;
      case 'alert':
        void showAlert(
          translateServerMessage(
            error.code,
            action.message === 'unknown error' ? '' : action.message,
          ),
          {
            title: t('notice'),
            okLabel: t('confirm'),
          },
        );
        break;
    }
  }
}
