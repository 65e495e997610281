import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showLogin, showRegister, useAuthDialogs } from '../../../lib/auth-dialogs';
import { Modal } from '../../../components/modal';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { useRegisteredConfirm } from '../use-registered';
import type { IdentityPort } from '../identity-port';
import '../auth-page.css';

function AuthModal({ kind, identity }: { kind: 'login' | 'register'; identity?: IdentityPort }) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState(false);
  const onRegistered = useRegisteredConfirm();
  const close = () => setClosing(true);
  return (
    <Modal
      title={kind === 'login' ? t('page_login') : t('page_register')}
      className="auth-dialog"
      variant="sheet"
      dismissible
      onDismiss={close}
      closing={closing}
      onClosed={() => (kind === 'login' ? showLogin(false) : showRegister(false))}
    >
      {kind === 'login' ? (
        <LoginForm onRegister={() => showRegister(true)} identity={identity} />
      ) : (
        <RegisterForm
          onLogin={() => showLogin(true)}
          onRegistered={onRegistered}
          identity={identity}
        />
      )}
    </Modal>
  );
}

/**
 * §2 screen 9 Login/register dialogs, opened and closed via showLogin and showRegister (composed
 * with the identity feature in src/app/auth-dialogs-host.tsx).
 */
export function AuthDialogs({ identity }: { identity?: IdentityPort }) {
  const { login, register } = useAuthDialogs();
  return (
    <>
      {login ? <AuthModal key="login" kind="login" identity={identity} /> : null}
      {register ? <AuthModal key="register" kind="register" identity={identity} /> : null}
    </>
  );
}
