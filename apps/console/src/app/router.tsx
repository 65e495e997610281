import { Title } from '@mantine/core';
import { createBrowserRouter, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/auth/components/account-page';
import { LoginPage } from '../features/auth/components/login-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { ContentEditorPage } from '../features/content/components/content-editor-page';
import { ContentListPage } from '../features/content/components/content-list-page';
import { useMerchants } from '../features/merchants/api/list-merchants';
import { MerchantsPage } from '../features/merchants/components/merchants-page';
import { OperatorsPage } from '../features/operators/components/operators-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { RequireOperator, RequireRight } from './guards';
import { Home } from './home';
import { Shell } from './shell';

function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  // Only a path of the console itself, never another site.
  const target = next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
  return <LoginPage onLoggedIn={() => void navigate(target, { replace: true })} />;
}

/** The operators screen suggests the merchants the owner has (the merchants feature lists them). */
function OperatorsRoute() {
  const merchants = useMerchants();
  return <OperatorsPage merchantCodes={(merchants.data?.items ?? []).map((m) => m.code)} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Title order={1} size="h3">
      {t('errors.pageNotFound')}
    </Title>
  );
}

/** The route table (basename /console, where the server serves the console). */
export function createRouter() {
  return createBrowserRouter(
    [
      { path: '/login', element: <LoginRoute /> },
      {
        path: '/',
        element: <RequireOperator>{(session) => <Shell session={session} />}</RequireOperator>,
        children: [
          {
            index: true,
            element: <RequireOperator>{(session) => <Home session={session} />}</RequireOperator>,
          },
          { path: 'account', element: <AccountPage /> },
          {
            path: 'merchants',
            element: (
              <RequireRight right="merchants.manage">
                <MerchantsPage />
              </RequireRight>
            ),
          },
          { path: 'merchants/:code', element: <Navigate to="settings" replace /> },
          {
            path: 'merchants/:code/settings/:section?',
            element: (
              <RequireOperator>
                {(session) => (
                  <RequireRight right={['merchants.manage', 'settings.seo']}>
                    <SettingsPage role={session.operator.role} />
                  </RequireRight>
                )}
              </RequireOperator>
            ),
          },
          {
            path: 'merchants/:code/content/:type',
            element: (
              <RequireRight right="content.write">
                <ContentListPage />
              </RequireRight>
            ),
          },
          {
            path: 'merchants/:code/content/:type/:id',
            element: (
              <RequireRight right="content.write">
                <ContentEditorPage />
              </RequireRight>
            ),
          },
          {
            path: 'operators',
            element: (
              <RequireRight right="operators.manage">
                <OperatorsRoute />
              </RequireRight>
            ),
          },
          {
            path: 'audit',
            element: (
              <RequireRight right="audit.read">
                <AuditPage />
              </RequireRight>
            ),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: '/console' },
  );
}
