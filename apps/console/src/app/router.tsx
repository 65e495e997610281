import { Title } from '@mantine/core';
import { createBrowserRouter, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/auth/components/account-page';
import { LoginPage } from '../features/auth/components/login-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { ChatInboxPage } from '../features/chats/components/chat-inbox-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { ContentEditorPage } from '../features/content/components/content-editor-page';
import { ContentListPage } from '../features/content/components/content-list-page';
import { GamesPage } from '../features/content/components/games-page';
import { useMerchants } from '../features/merchants/api/list-merchants';
import { MerchantsPage } from '../features/merchants/components/merchants-page';
import { AgentApplicationsPage } from '../features/members/components/agent-applications-page';
import { MemberPage } from '../features/members/components/member-page';
import { MembersPage } from '../features/members/components/members-page';
import { OperatorsPage } from '../features/operators/components/operators-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { OutboxPage } from '../features/support/components/outbox-page';
import { PushPage } from '../features/support/components/push-page';
import { RequireOperator, RequireRight } from './guards';
import { useDashboardLinks, useVipLabels, useWriteRight } from './composition';
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

/** The member screens offer the merchant's VIP labels (the content feature lists them). */
function MembersRoute() {
  return <MembersPage labels={useVipLabels()} />;
}
function MemberRoute() {
  return <MemberPage labels={useVipLabels()} canWrite={useWriteRight('members.write')} />;
}

function DashboardRoute() {
  return <DashboardPage links={useDashboardLinks()} />;
}

function AgentsRoute() {
  return <AgentApplicationsPage canWrite={useWriteRight('members.write')} />;
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
          { path: 'merchants/:code', element: <Navigate to="dashboard" replace /> },
          { path: 'merchants/:code/dashboard', element: <DashboardRoute /> },
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
            path: 'merchants/:code/games',
            element: (
              <RequireRight right="games.write">
                <GamesPage />
              </RequireRight>
            ),
          },
          {
            path: 'merchants/:code/members',
            element: (
              <RequireRight right="members.read">
                <MembersRoute />
              </RequireRight>
            ),
          },
          {
            path: 'merchants/:code/members/:id',
            element: (
              <RequireRight right="members.read">
                <MemberRoute />
              </RequireRight>
            ),
          },
          {
            path: 'merchants/:code/chats/:threadId?',
            element: (
              <RequireOperator>
                {(session) => (
                  <RequireRight right="chat.write">
                    <ChatInboxPage operatorName={session.operator.username} />
                  </RequireRight>
                )}
              </RequireOperator>
            ),
          },
          {
            path: 'merchants/:code/push',
            element: (
              <RequireRight right="push.write">
                <PushPage />
              </RequireRight>
            ),
          },
          {
            path: 'merchants/:code/outbox',
            element: (
              <RequireRight right="outbox.read">
                <OutboxPage />
              </RequireRight>
            ),
          },
          {
            path: 'merchants/:code/agents',
            element: (
              <RequireRight right="members.read">
                <AgentsRoute />
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
