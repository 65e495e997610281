import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useState } from 'react';
import { getSession } from '../../lib/session';
import { useAppNavigate } from '../../components/app-link';
import { RegisterForm } from './components/register-form';
import { useRegisteredConfirm } from './use-registered';
import type { IdentityPort } from './identity-port';
import './auth-page.css';

/** §2 /m/register and /m/register.html (composed with the identity feature in src/app/register-route.tsx). */
export function RegisterPage({ identity }: { identity?: IdentityPort }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  // A member who opens this page is sent home; one who just logged in here is routed by the flow.
  const [session] = useState(getSession);
  const onRegistered = useRegisteredConfirm();
  if (session) return <Navigate to="/home" replace />;
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title" className="auth-page__title">
        {t('page_register')}
      </h1>
      <p className="auth-page__lead">{t('register_lead')}</p>
      <div className="auth-page__card">
        <RegisterForm
          onLogin={() => void navigate('/login')}
          onRegistered={onRegistered}
          identity={identity}
        />
      </div>
    </section>
  );
}
