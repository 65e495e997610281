import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Code,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { operatorChangePasswordSchema } from '@member-app/contract/schemas/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { useMe } from '../api/me';
import { useConfirmTotp, useStartTotp } from '../api/totp';

const passwordForm = operatorChangePasswordSchema
  .extend({ repeat: z.string() })
  .refine((v) => v.repeat === v.newPassword, { path: ['repeat'], message: 'mismatch' });
type PasswordValues = z.infer<typeof passwordForm>;

function ChangePassword() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordForm),
    defaultValues: { oldPassword: '', newPassword: '', repeat: '' },
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit(({ oldPassword, newPassword }) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('account.passwordChanged') });
          form.reset();
        },
      },
    ),
  );
  return (
    <Paper withBorder p="lg" component="section" aria-label={t('account.password')}>
      <form onSubmit={(ev) => void submit(ev)} noValidate>
        <Stack maw={420}>
          <Title order={2} size="h4">
            {t('account.password')}
          </Title>
          {change.error && (
            <Alert color="red" role="alert">
              {errorMessage(change.error, t)}
            </Alert>
          )}
          <PasswordInput
            label={t('account.oldPassword')}
            autoComplete="current-password"
            error={e.oldPassword?.message}
            {...form.register('oldPassword')}
          />
          <PasswordInput
            label={t('account.newPassword')}
            description={t('account.newPasswordHint')}
            autoComplete="new-password"
            error={e.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label={t('account.repeatPassword')}
            autoComplete="new-password"
            error={e.repeat && t('account.mismatch')}
            {...form.register('repeat')}
          />
          <Button type="submit" loading={change.isPending} w="fit-content">
            {t('account.changePassword')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function Authenticator({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  if (enabled || confirm.isSuccess)
    return (
      <Paper withBorder p="lg" component="section" aria-label={t('account.totp')}>
        <Title order={2} size="h4">
          {t('account.totp')}
        </Title>
        <Text>{t('account.totpOn')}</Text>
      </Paper>
    );
  return (
    <Paper withBorder p="lg" component="section" aria-label={t('account.totp')}>
      <Stack maw={520}>
        <Title order={2} size="h4">
          {t('account.totp')}
        </Title>
        <Text size="sm">{t('account.totpOff')}</Text>
        {!start.data ? (
          <Button w="fit-content" onClick={() => start.mutate()} loading={start.isPending}>
            {t('account.totpStart')}
          </Button>
        ) : (
          <>
            <Text size="sm">{t('account.totpScan')}</Text>
            <Code block>{start.data.secret}</Code>
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {start.data.otpauthUrl}
            </Text>
            {confirm.error && (
              <Alert color="red" role="alert">
                {errorMessage(confirm.error, t)}
              </Alert>
            )}
            <TextInput
              label={t('account.totpCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(ev) => setCode(ev.currentTarget.value.trim())}
            />
            <Button
              w="fit-content"
              disabled={!/^\d{6}$/.test(code)}
              loading={confirm.isPending}
              onClick={() => confirm.mutate(code)}
            >
              {t('account.totpConfirm')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The operator's own account: password (forced after a temporary one) and authenticator. */
export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMe();
  const operator = me.data ?? session?.operator ?? null;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('account.title')}
      </Title>
      {operator?.mustChangePassword && (
        <Alert color="yellow" role="alert">
          {t('account.mustChange')}
        </Alert>
      )}
      <ChangePassword />
      {operator && <Authenticator enabled={operator.totpEnabled} />}
    </Stack>
  );
}
