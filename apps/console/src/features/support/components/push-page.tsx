import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '@member-app/contract/rules/push';
import type { PushSendResult } from '@member-app/contract/schemas/push';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useSendPush } from '../api/send-push';
import { EMPTY_PUSH, pushBody, pushFormSchema, type PushForm } from '../rules';

function Result({ result }: { result: PushSendResult }) {
  const { t } = useTranslation();
  const figures = ['targeted', 'sent', 'expired', 'failed'] as const;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('push.result')}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('push.result')}
        </Title>
        <SimpleGrid cols={4} component="dl" m={0}>
          {figures.map((f) => (
            <div key={f}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`push.${f}`)}
              </Text>
              <Text component="dd" m={0} fw={700} size="xl" data-testid={`push-${f}`}>
                {result[f]}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {result.targeted === 0 && (
          <Text size="sm" c="dimmed">
            {t('push.nobody')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Push (support and owner): a notification to one member or to a topic (ALL: every registration of
 * the merchant), checked with the contract's rules before it goes; the answer says how many
 * registrations it was for and how many the push services took.
 */
export function PushPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const send = useSendPush(code);
  const [result, setResult] = useState<PushSendResult | null>(null);
  const form = useForm<PushForm>({ resolver: zodResolver(pushFormSchema), values: EMPTY_PUSH });
  const e = form.formState.errors;
  const target = useWatch({ control: form.control, name: 'target' });
  const submit = form.handleSubmit((v) => {
    setResult(null);
    send.mutate(pushBody(v), { onSuccess: setResult });
  });
  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        {t('nav.push')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('push.intro')}
      </Text>
      <Paper withBorder p="md">
        <form onSubmit={(ev) => void submit(ev)} noValidate aria-label={t('push.form')}>
          <Stack>
            {send.error && (
              <Alert color="red" role="alert">
                {errorMessage(send.error, t)}
              </Alert>
            )}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="push-target">
                {t('push.target')}
              </Text>
              <Controller
                control={form.control}
                name="target"
                render={({ field }) => (
                  <SegmentedControl
                    aria-labelledby="push-target"
                    value={field.value}
                    onChange={(v) => field.onChange(v)}
                    data={[
                      { value: 'topic', label: t('push.toTopic') },
                      { value: 'member', label: t('push.toMember') },
                    ]}
                    style={{ alignSelf: 'flex-start' }}
                  />
                )}
              />
            </Stack>
            {target === 'topic' ? (
              // Keyed: each field its own input, not the other's input with its value.
              <TextInput
                key="topic"
                label={t('push.topic')}
                description={t('push.topicHint')}
                error={e.topic?.message}
                {...form.register('topic')}
              />
            ) : (
              <TextInput
                key="memberId"
                label={t('push.memberId')}
                description={t('push.memberIdHint')}
                inputMode="numeric"
                error={e.memberId?.message}
                {...form.register('memberId')}
              />
            )}
            <TextInput
              label={t('push.title')}
              maxLength={PUSH_TITLE_MAX}
              error={e.title?.message}
              {...form.register('title')}
            />
            <Textarea
              label={t('push.body')}
              maxLength={PUSH_BODY_MAX}
              autosize
              minRows={3}
              error={e.body?.message}
              {...form.register('body')}
            />
            <TextInput
              label={t('push.url')}
              description={t('push.urlHint')}
              error={e.url?.message}
              {...form.register('url')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                {t('push.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <div role="status">{result && <Result result={result} />}</div>
    </Stack>
  );
}
