import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { operatorReplySchema, type ChatMessage } from '@member-app/contract/schemas/member-area';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useChatThread } from '../api/get-chat-thread';
import { useReplyInChat } from '../api/reply-chat';

function Message({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const mine = message.author !== 'member';
  const who =
    message.author === 'member'
      ? t('chats.member')
      : message.author === 'bot'
        ? t('chats.bot')
        : (message.authorName ?? t('chats.support'));
  return (
    <Box
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '75%' }}
      component="article"
      aria-label={t('chats.messageFrom', { who })}
    >
      <Text size="xs" c="dimmed" ta={mine ? 'end' : 'start'}>
        {who} · {formatDateTime(message.createdAt)}
      </Text>
      <Paper
        p="xs"
        radius="md"
        bg={mine ? (message.author === 'bot' ? 'gray.1' : 'blue.0') : 'gray.0'}
        withBorder
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
      </Paper>
    </Box>
  );
}

function Reply({
  code,
  threadId,
  operatorName,
}: {
  code: string;
  threadId: number;
  operatorName: string;
}) {
  const { t } = useTranslation();
  const reply = useReplyInChat(code, threadId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = operatorReplySchema.safeParse({ body, operatorName });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    reply.mutate(parsed.data, { onSuccess: () => setBody('') });
  };
  // Ctrl or Cmd + Enter sends; Enter alone starts a new line, as in most support tools.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
  };
  return (
    <form onSubmit={send} noValidate>
      <Stack gap="xs">
        {reply.error && (
          <Alert color="red" role="alert">
            {errorMessage(reply.error, t)}
          </Alert>
        )}
        <Textarea
          label={t('chats.reply')}
          description={t('chats.replyHint', { name: operatorName })}
          autosize
          minRows={2}
          maxRows={6}
          value={body}
          error={error}
          onChange={(e) => setBody(e.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            {t('chats.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One member's thread: the messages, newest at the bottom, and the reply box. */
export function ChatThreadView({
  code,
  threadId,
  userName,
  operatorName,
  live,
}: {
  code: string;
  threadId: number;
  userName: string;
  operatorName: string;
  /** The inbox's waiting call brings new messages; else the thread refreshes slowly. */
  live: boolean;
}) {
  const { t } = useTranslation();
  const thread = useChatThread(code, threadId, live);
  const viewport = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  // A new message scrolls the conversation to it.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={t('chats.threadWith', { name: userName })}
    >
      <Stack>
        <Title order={2} size="h4">
          {t('chats.threadWith', { name: userName })}
        </Title>
        <QueryState query={thread}>
          {(data) => (
            <ScrollArea.Autosize mah="calc(100vh - 420px)" viewportRef={viewport}>
              <Stack gap="sm" role="log" aria-label={t('chats.messages')} p={4}>
                {data.messages.map((m) => (
                  <Message key={m.id} message={m} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </QueryState>
        <Reply code={code} threadId={threadId} operatorName={operatorName} />
      </Stack>
    </Paper>
  );
}
