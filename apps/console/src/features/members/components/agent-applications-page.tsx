import { Badge, Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { z } from 'zod';
import type { agentApplicationViewSchema } from '@member-app/contract/schemas/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { useDecideAgentApplication } from '../api/decide-agent-application';
import { useAgentApplications, type AgentStatus } from '../api/list-agent-applications';
import { Pager } from '../../../components/pager';

type Application = z.infer<typeof agentApplicationViewSchema>;
const column = createColumnHelper<Application>();
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
const STATUS_COLOR = { PENDING: 'blue.9', APPROVED: 'teal.9', REJECTED: 'gray.7' } as const;

function Decide({ code, application }: { code: string; application: Application }) {
  const { t } = useTranslation();
  const decide = useDecideAgentApplication(code);
  if (application.status !== 'PENDING') return null;
  const run = (decision: 'APPROVE' | 'REJECT') =>
    decide.mutate(
      { id: application.id, decision },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(decision === 'APPROVE' ? 'agents.approved' : 'agents.refused', {
              name: application.userName,
            }),
          }),
      },
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        loading={decide.isPending && decide.variables?.decision === 'APPROVE'}
        disabled={decide.isPending}
        aria-label={t('agents.approveFor', { name: application.userName })}
        onClick={() => run('APPROVE')}
      >
        {t('agents.approve')}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={decide.isPending && decide.variables?.decision === 'REJECT'}
        disabled={decide.isPending}
        aria-label={t('agents.refuseFor', { name: application.userName })}
        onClick={() => run('REJECT')}
      >
        {t('agents.refuse')}
      </Button>
    </Group>
  );
}

/** Agent registrations (SPEC §2 /m/agentRegister): pending ones first to decide. */
export function AgentApplicationsPage({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: AgentStatus | undefined =
    raw === 'ALL'
      ? undefined
      : (STATUSES as readonly string[]).includes(raw ?? '')
        ? (raw as AgentStatus)
        : 'PENDING';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAgentApplications(code, { page, status });
  const columns = [
    column.accessor('createdAt', {
      header: t('agents.at'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    column.accessor('userName', {
      header: t('members.username'),
      cell: (c) => (
        <Link to={`/merchants/${encodeURIComponent(code)}/members/${c.row.original.memberId}`}>
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor('realName', { header: t('agents.realName') }),
    column.accessor('mobileNum', { header: t('members.mobile') }),
    column.accessor('email', { header: t('members.email'), cell: (c) => c.getValue() ?? '—' }),
    column.accessor('imAccount', {
      header: t('agents.im'),
      cell: (c) => `${c.row.original.imType}: ${c.getValue()}`,
    }),
    column.accessor('note', { header: t('agents.note'), cell: (c) => c.getValue() ?? '—' }),
    column.accessor('status', {
      header: t('agents.status'),
      cell: (c) => (
        <Badge color={STATUS_COLOR[c.getValue()]}>{t(`agents.statuses.${c.getValue()}`)}</Badge>
      ),
    }),
    ...(canWrite
      ? [
          column.display({
            id: 'decide',
            header: t('agents.decision'),
            cell: (c) => <Decide code={code} application={c.row.original} />,
          }),
        ]
      : []),
  ];
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.agents')}
      </Title>
      <SegmentedControl
        aria-label={t('agents.status')}
        w="fit-content"
        value={status ?? 'ALL'}
        onChange={(v) => setParams({ status: v })}
        data={[
          ...STATUSES.map((s) => ({ value: s, label: t(`agents.statuses.${s}`) })),
          { value: 'ALL', label: t('agents.all') },
        ]}
      />
      <QueryState query={list}>
        {(result) => (
          <>
            <DataTable
              caption={t('agents.caption', { count: result.total })}
              data={result.items}
              columns={columns}
              empty={t('agents.none')}
            />
            <Pager
              total={result.total}
              pageSize={result.size}
              page={result.page}
              onChange={(p) => setParams({ status: status ?? 'ALL', page: String(p) })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
