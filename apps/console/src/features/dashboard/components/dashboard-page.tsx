import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MerchantDashboard } from '@member-app/contract/schemas/admin-dashboard';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useDashboard } from '../api/get-dashboard';
import { DayBars } from './day-bars';

function Card({
  title,
  value,
  detail,
  children,
}: {
  title: string;
  value: string;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={600} component="h2" m={0}>
          {title}
        </Text>
        <Text fz={32} fw={700} lh={1}>
          {value}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** Links to the screens a figure leads to, for the roles that have them. */
export interface DashboardLinks {
  maintenance: string | null;
  chats: string | null;
  members: string | null;
}

function Figures({ d, links }: { d: MerchantDashboard; links: DashboardLinks }) {
  const { t } = useTranslation();
  const n = (v: number) => formatNumber(v);
  return (
    <Stack>
      {d.maintenance.enabled && (
        <Alert color="orange" role="status" title={t('dashboard.maintenanceOn')}>
          {d.maintenance.endTime
            ? t('dashboard.maintenanceUntil', { at: formatDateTime(d.maintenance.endTime) })
            : t('dashboard.maintenanceOpen')}{' '}
          {links.maintenance && (
            <Anchor component={Link} to={links.maintenance}>
              {t('dashboard.maintenanceLink')}
            </Anchor>
          )}
        </Alert>
      )}
      <SimpleGrid cols={3}>
        <Card
          title={t('dashboard.registrations')}
          value={n(d.registrations.today)}
          detail={t('dashboard.registrationsDetail', {
            week: n(d.registrations.last7Days),
            total: n(d.registrations.total),
          })}
        >
          <DayBars
            label={t('dashboard.registrations')}
            days={d.registrations.daily}
            color="indigo.6"
          />
        </Card>
        <Card
          title={t('dashboard.logins')}
          value={n(d.logins.today)}
          detail={t('dashboard.week', { week: n(d.logins.last7Days) })}
        >
          <DayBars label={t('dashboard.logins')} days={d.logins.daily} color="teal.6" />
        </Card>
        <Card
          title={t('dashboard.deposits')}
          value={n(d.deposits.today)}
          detail={t('dashboard.depositsDetail', {
            amount: formatNumber(d.deposits.todayAmount, 2),
            week: n(d.deposits.last7Days),
          })}
        >
          <DayBars label={t('dashboard.deposits')} days={d.deposits.daily} color="grape.6" />
        </Card>
        <Card
          title={t('dashboard.activeSessions')}
          value={n(d.activeSessions)}
          detail={
            links.members && (
              <Anchor component={Link} to={links.members} size="sm">
                {t('dashboard.toMembers')}
              </Anchor>
            )
          }
        />
        <Card
          title={t('dashboard.openChats')}
          value={n(d.openChats)}
          detail={
            links.chats ? (
              <Anchor component={Link} to={links.chats} size="sm">
                {t('dashboard.toChats')}
              </Anchor>
            ) : (
              t('dashboard.openChatsHint')
            )
          }
        />
        <Card
          title={t('dashboard.push')}
          value={n(d.pushRegistrations)}
          detail={t('dashboard.pushHint')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('dashboard.asOf', { at: formatDateTime(d.at) })}
      </Text>
    </Stack>
  );
}

/** What an operator checks first about a merchant: today's activity and what waits for them. */
export function DashboardPage({ links }: { links: (code: string) => DashboardLinks }) {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const dashboard = useDashboard(code);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('nav.dashboard')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.utc')}
        </Text>
      </Group>
      <QueryState query={dashboard}>{(d) => <Figures d={d} links={links(code)} />}</QueryState>
    </Stack>
  );
}
