import { APP_PATHS } from '@member-app/contract/routes';
import { useTranslation } from 'react-i18next';
import { startRegisteredSession } from './api/register';
import { track } from '../../lib/track';
import { openDialog } from '../../lib/overlay-store';
import { showLogin, showRegister } from '../../lib/auth-dialogs';
import { useSiteSettings } from '../../lib/site-settings';
import { toRouterPath } from '../../lib/paths';
import { useAppNavigate } from '../../components/app-link';
import { decidePostLoginPath } from './rules';
import { holdForPasswordChange } from './pending-password';
import type { Registered } from './components/register-form';

/**
 * §4 "The registration confirm dialog sets the token, loads member info and goes to /m/home unless
 * told otherwise" — otherwise being a forced password change (first login, temporary password).
 */
export function useRegisteredConfirm() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const flags = useSiteSettings().data?.whitelabelVal ?? {};
  return ({ value, password, viaIdentity }: Registered) => {
    showRegister(false);
    showLogin(false);
    openDialog({
      tag: 'register-confirm',
      title: t('register_success_title'),
      message: t('register_success_message', { name: value.userName }),
      dismissible: false,
      actions: [
        {
          label: t('register_success_go'),
          variant: 'primary',
          onPress: () => {
            startRegisteredSession(value);
            // §3 tracking event register, sent with the new session (the server adds the customer).
            track('register');
            const path = value.token
              ? decidePostLoginPath({
                  firstTimeLogin: value.firstTimeLogin ?? false,
                  passwordExpired: value.passwordExpired ?? false,
                  usingTemporaryPassword: value.usingTemporaryPassword ?? false,
                  // §2 "After firebase-based login or registration the user goes to /m/home."
                  loginType: viaIdentity ? 'firebase' : 'username',
                  flags,
                })
              : APP_PATHS.login;
            holdForPasswordChange(
              path === APP_PATHS.changePassword
                ? {
                    oldPassword: password,
                    temporary: value.usingTemporaryPassword ?? password === null,
                  }
                : null,
            );
            void navigate(toRouterPath(path), { replace: true });
          },
        },
      ],
    });
  };
}
