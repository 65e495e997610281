import {
  Badge,
  Button,
  Code,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { OUTBOX_CHANNELS } from '@member-app/contract/schemas/outbox';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { useOutbox, type OutboxFilter } from '../api/list-outbox';
import { Pager } from '../../../components/pager';

const ALL = '';

/**
 * The SMS and email outbox (support and owner): what the built-in providers "sent" for the
 * merchant, newest first, the codes included so support can help a member who did not receive
 * one (and testers can read them); by channel and exact recipient, a page at a time.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [filter, setFilter] = useState<OutboxFilter>({ page: 1 });
  const [recipient, setRecipient] = useState('');
  const outbox = useOutbox(code, filter);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ ...filter, page: 1, recipient: recipient.trim() || undefined });
  };
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.outbox')}
      </Title>
      <form onSubmit={search} aria-label={t('outbox.filters')}>
        <Group align="flex-end">
          <Select
            label={t('outbox.channel')}
            data={[
              { value: ALL, label: t('outbox.allChannels') },
              ...OUTBOX_CHANNELS.map((c) => ({ value: c, label: t(`outbox.${c}`) })),
            ]}
            value={filter.channel ?? ALL}
            onChange={(v) =>
              setFilter({
                ...filter,
                page: 1,
                channel: v ? v : undefined,
              })
            }
            allowDeselect={false}
          />
          <TextInput
            label={t('outbox.recipient')}
            description={t('outbox.recipientHint')}
            value={recipient}
            onChange={(e) => setRecipient(e.currentTarget.value)}
            w={320}
          />
          <Button type="submit">{t('outbox.search')}</Button>
        </Group>
      </form>
      <QueryState query={outbox}>
        {(page) => (
          <>
            <ListTable
              caption={t('outbox.caption', { count: page.total })}
              head={[
                t('outbox.at'),
                t('outbox.channel'),
                t('outbox.recipient'),
                t('outbox.message'),
              ]}
              empty={page.items.length === 0 ? t('outbox.none') : undefined}
            >
              <Table.Tbody>
                {page.items.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(m.createdAt)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={m.channel === 'sms' ? 'blue.9' : 'grape.9'}>
                        {t(`outbox.${m.channel}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Code>{m.recipient}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {m.body}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
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
