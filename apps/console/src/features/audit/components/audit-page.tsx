import { Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { AuditEntry } from '@member-app/contract/schemas/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { useAudit, type AuditFilter } from '../api/list-audit';
import { ListTable } from '../../../components/list-table';
import { Pager } from '../../../components/pager';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 2));

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Table.Tr>
        <Table.Td>{formatDateTime(entry.at)}</Table.Td>
        <Table.Td>{entry.operatorName}</Table.Td>
        <Table.Td>{entry.merchantCode ?? '—'}</Table.Td>
        <Table.Td>
          <Code>{entry.action}</Code>
        </Table.Td>
        <Table.Td>
          {entry.targetType}
          {entry.targetId ? ` #${entry.targetId}` : ''}
        </Table.Td>
        <Table.Td>{entry.ip ?? '—'}</Table.Td>
        <Table.Td>
          <button
            type="button"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            style={{
              background: 'none',
              border: 0,
              color: 'var(--mantine-color-anchor)',
              cursor: 'pointer',
            }}
          >
            {open ? t('audit.hide') : t('audit.show')}
          </button>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={7}>
            <Group align="flex-start" grow>
              <Stack gap={2}>
                <Text size="xs" fw={700}>
                  {t('audit.before')}
                </Text>
                <Code block>{json(entry.before)}</Code>
              </Stack>
              <Stack gap={2}>
                <Text size="xs" fw={700}>
                  {t('audit.after')}
                </Text>
                <Code block>{json(entry.after)}</Code>
              </Stack>
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The audit log: who changed what, when, before and after (secrets masked by the server). */
export function AuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({ page: 1 });
  const audit = useAudit(filter);
  const text = (key: 'merchantCode' | 'action' | 'targetType') => ({
    value: filter[key] ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setFilter({ ...filter, page: 1, [key]: e.currentTarget.value.trim() || undefined }),
  });
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.audit')}
      </Title>
      <Group>
        <TextInput label={t('audit.merchant')} {...text('merchantCode')} />
        <TextInput label={t('audit.action')} placeholder="banners.update" {...text('action')} />
        <TextInput label={t('audit.target')} placeholder="merchant" {...text('targetType')} />
      </Group>
      <QueryState query={audit}>
        {(page) => (
          <>
            <ListTable
              hover={false}
              caption={t('audit.caption', { count: page.total })}
              head={[
                t('audit.at'),
                t('audit.operator'),
                t('audit.merchant'),
                t('audit.action'),
                t('audit.target'),
                t('audit.ip'),
                t('audit.change'),
              ]}
            >
              <Table.Tbody>
                {page.items.map((entry) => (
                  <Entry key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </ListTable>
            <Pager
              total={page.total}
              pageSize={page.size}
              page={filter.page}
              onChange={(p) => setFilter({ ...filter, page: p })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
