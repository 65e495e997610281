import { Badge, Grid, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import type { ChatThreadSummary } from '@member-app/contract/schemas/member-area';
import { useChatThreads } from '../api/list-chat-threads';
import { useChatInboxLive } from '../api/wait-chat-inbox';
import { ChatThreadView } from './chat-thread';
import { Pager } from '../../../components/pager';

function ThreadItem({
  thread,
  selected,
  onOpen,
}: {
  thread: ChatThreadSummary;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      aria-label={t('chats.openThread', { name: thread.userName, count: thread.unanswered })}
      p="sm"
      style={{
        borderRadius: 6,
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack gap={2}>
        <Text fw={thread.unanswered ? 700 : 500} size="sm" style={{ display: 'flex', gap: 8 }}>
          <span style={{ flex: 1 }}>{thread.userName}</span>
          {thread.unanswered > 0 && (
            <Badge color="red.8" size="sm" circle aria-hidden>
              {thread.unanswered}
            </Badge>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(thread.updatedAt)}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/**
 * The support chat inbox: the merchant's threads a page at a time (most recently active first),
 * those waiting for an answer marked with their count, and the open thread with the reply box. A
 * member's message shows at once (the inbox's waiting call); a slow refresh is only its fallback.
 */
export function ChatInboxPage({ operatorName }: { operatorName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '', threadId } = useParams();
  const parsed = threadId ? Number(threadId) : null;
  const open = parsed !== null && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const [page, setPage] = useState(1);
  const live = useChatInboxLive(code, page, open);
  const threads = useChatThreads(code, page, live);
  const waiting = (threads.data?.items ?? []).filter((x) => x.unanswered > 0).length;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.chats')}
      </Title>
      <Text size="sm" c="dimmed" role="status">
        {t('chats.waiting', { count: waiting })}
      </Text>
      <Grid>
        <Grid.Col span={4}>
          <Paper withBorder component="nav" aria-label={t('chats.threads')} p={4}>
            <QueryState query={threads}>
              {({ items: list, total, size }) =>
                list.length === 0 ? (
                  <Text c="dimmed" p="sm">
                    {t('chats.none')}
                  </Text>
                ) : (
                  <Stack gap="xs">
                    <ScrollArea.Autosize mah="calc(100vh - 300px)">
                      <Stack gap={2}>
                        {list.map((thread) => (
                          <ThreadItem
                            key={thread.threadId}
                            thread={thread}
                            selected={thread.threadId === open}
                            onOpen={() =>
                              void navigate(
                                `/merchants/${encodeURIComponent(code)}/chats/${thread.threadId}`,
                              )
                            }
                          />
                        ))}
                      </Stack>
                    </ScrollArea.Autosize>
                    <Pager
                      size="sm"
                      p={4}
                      total={total}
                      pageSize={size}
                      page={page}
                      onChange={setPage}
                    />
                  </Stack>
                )
              }
            </QueryState>
          </Paper>
        </Grid.Col>
        <Grid.Col span={8}>
          {open !== null ? (
            <ChatThreadView
              key={open}
              code={code}
              threadId={open}
              live={live}
              userName={threads.data?.items.find((x) => x.threadId === open)?.userName ?? ''}
              operatorName={operatorName}
            />
          ) : (
            <Paper withBorder p="xl">
              <Text c="dimmed">{t('chats.pick')}</Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
