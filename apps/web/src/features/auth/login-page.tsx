import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useState } from 'react';
import { getSession } from '../../lib/session';
import { useAppNavigate } from '../../components/app-link';
import { LoginForm } from './components/login-form';
import type { IdentityPort } from './identity-port';
import './auth-page.css';

/** §2 /m/login (composed with the identity feature in src/app/login-route.tsx). */
export function LoginPage({ identity }: { identity?: IdentityPort }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  // A member who opens this page is sent home; one who just logged in here is routed by the flow.
  const [session] = useState(getSession);
  if (session) return <Navigate to="/home" replace />;
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <h1 id="page-title" className="auth-page__title">
        {t('page_login')}
      </h1>
      <p className="auth-page__lead">{t('login_lead')}</p>
      <div className="auth-page__card">
        <LoginForm onRegister={() => void navigate('/register')} identity={identity} />
      </div>
    </section>
  );
}
