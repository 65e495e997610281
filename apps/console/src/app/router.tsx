import { Title } from '@mantine/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMerchants } from '../features/merchants/api/list-merchants';
import { RequireOperator, RequireRight } from './guards';
import { useDashboardLinks, useMerchantCurrency, useVipLabels, useWriteRight } from './composition';
import { ScreenError } from './screen-error';
import { ScreenSuspense } from './screen-loading';
import { loadScreenCode } from '../lib/stale-code';

/**
 * Each screen is its own chunk, loaded when a route first shows it (the login screen loads only
 * what it needs). The router moves to a screen inside a transition, so the screen on view stays
 * until the next one has loaded; only a first load waits on ScreenSuspense's fallback. A screen
 * whose file a new release removed reloads the tab once (loadScreenCode).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
function screen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await loadScreenCode(load))[name] }));
}

const LoginPage = screen(() => import('../features/auth/components/login-page'), 'LoginPage');
const AccountPage = screen(() => import('../features/auth/components/account-page'), 'AccountPage');
const AuditPage = screen(() => import('../features/audit/components/audit-page'), 'AuditPage');
const ChatInboxPage = screen(
  () => import('../features/chats/components/chat-inbox-page'),
  'ChatInboxPage',
);
const DashboardPage = screen(
  () => import('../features/dashboard/components/dashboard-page'),
  'DashboardPage',
);
const ContentEditorPage = screen(
  () => import('../features/content/components/content-editor-page'),
  'ContentEditorPage',
);
const ContentListPage = screen(
  () => import('../features/content/components/content-list-page'),
  'ContentListPage',
);
const SettingsDocPage = screen(
  () => import('../features/content/components/settings-doc-page'),
  'SettingsDocPage',
);
const GamesPage = screen(() => import('../features/content/components/games-page'), 'GamesPage');
const MerchantsPage = screen(
  () => import('../features/merchants/components/merchants-page'),
  'MerchantsPage',
);
const AgentApplicationsPage = screen(
  () => import('../features/members/components/agent-applications-page'),
  'AgentApplicationsPage',
);
const MemberPage = screen(() => import('../features/members/components/member-page'), 'MemberPage');
const MembersPage = screen(
  () => import('../features/members/components/members-page'),
  'MembersPage',
);
const OperatorsPage = screen(
  () => import('../features/operators/components/operators-page'),
  'OperatorsPage',
);
const SettingsPage = screen(
  () => import('../features/settings/components/settings-page'),
  'SettingsPage',
);
const OutboxPage = screen(() => import('../features/support/components/outbox-page'), 'OutboxPage');
const PushPage = screen(() => import('../features/support/components/push-page'), 'PushPage');
const Home = screen(() => import('./home'), 'Home');
const Shell = screen(() => import('./shell'), 'Shell');

function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  // Only a path of the console itself, never another site.
  const target = next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
  return (
    <ScreenSuspense>
      <LoginPage onLoggedIn={() => void navigate(target, { replace: true })} />
    </ScreenSuspense>
  );
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

/** A settings document starts in the merchant's currency (the settings feature reads it). */
function SettingsDocRoute() {
  return <SettingsDocPage currency={useMerchantCurrency()} />;
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
        element: (
          <RequireOperator>
            {(session) => (
              <ScreenSuspense>
                <Shell session={session} />
              </ScreenSuspense>
            )}
          </RequireOperator>
        ),
        children: [
          {
            // A screen that fails to open shows its error inside the frame; the navigation stays.
            errorElement: <ScreenError />,
            children: [
              {
                index: true,
                element: (
                  <RequireOperator>{(session) => <Home session={session} />}</RequireOperator>
                ),
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
                // Before content/:type/:id by React Router's ranking (a static segment wins).
                path: 'merchants/:code/content/settings/:doc',
                element: (
                  <RequireRight right="content.write">
                    <SettingsDocRoute />
                  </RequireRight>
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
      },
    ],
    { basename: '/console' },
  );
}
