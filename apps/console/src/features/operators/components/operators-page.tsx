import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { operatorResetPasswordSchema, type Operator } from '@member-app/contract/schemas/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useOperators } from '../api/list-operators';
import { useResetOperatorPassword } from '../api/reset-operator-password';
import { OperatorForm } from './operator-form';
import { ListTable } from '../../../components/list-table';

function ResetPassword({ operator, onDone }: { operator: Operator; onDone: () => void }) {
  const { t } = useTranslation();
  const reset = useResetOperatorPassword();
  const form = useForm<{ password: string }>({
    resolver: zodResolver(operatorResetPasswordSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { id: operator.id, password },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('operators.passwordReset') });
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate>
      <Stack>
        {reset.error && (
          <Alert color="red" role="alert">
            {errorMessage(reset.error, t)}
          </Alert>
        )}
        <Text size="sm">{t('operators.resetHint', { name: operator.username })}</Text>
        <PasswordInput
          label={t('operators.tempPassword')}
          autoComplete="new-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={reset.isPending}>
            {t('operators.resetPassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; operator: Operator }
  | { kind: 'password'; operator: Operator }
  | null;

/** Operators and their roles and merchants (owners on every merchant only). */
export function OperatorsPage({ merchantCodes }: { merchantCodes: string[] }) {
  const { t } = useTranslation();
  const [page] = useState(1);
  const operators = useOperators(page);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('nav.operators')}
        </Title>
        <Button onClick={() => setDialog({ kind: 'create' })}>{t('operators.new')}</Button>
      </Group>
      <QueryState query={operators}>
        {(list) => (
          <ListTable
            caption={t('operators.caption', { count: list.total })}
            head={[
              t('operators.username'),
              t('operators.role'),
              t('operators.merchants'),
              t('operators.state'),
              t('operators.lastLogin'),
              t('content.actions'),
            ]}
          >
            <Table.Tbody>
              {list.items.map((op) => (
                <Table.Tr key={op.id}>
                  <Table.Td>{op.username}</Table.Td>
                  <Table.Td>{t(`roles.${op.role}`)}</Table.Td>
                  <Table.Td>
                    {op.allMerchants ? t('operators.every') : op.merchantCodes.join(', ') || '—'}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {op.disabled ? (
                        <Badge color="gray.7">{t('operators.isDisabled')}</Badge>
                      ) : (
                        <Badge color="teal.9">{t('merchants.active')}</Badge>
                      )}
                      {op.totpEnabled && <Badge color="blue.9">TOTP</Badge>}
                      {op.mustChangePassword && (
                        <Badge color="yellow.9">{t('operators.tempPasswordBadge')}</Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDateTime(op.lastLoginAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('operators.editItem', { name: op.username })}
                        onClick={() => setDialog({ kind: 'edit', operator: op })}
                      >
                        {t('common.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={t('operators.resetItem', { name: op.username })}
                        onClick={() => setDialog({ kind: 'password', operator: op })}
                      >
                        {t('operators.resetPassword')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ListTable>
        )}
      </QueryState>
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={
          dialog?.kind === 'create'
            ? t('operators.new')
            : dialog?.kind === 'edit'
              ? t('operators.editItem', { name: dialog.operator.username })
              : dialog
                ? t('operators.resetItem', { name: dialog.operator.username })
                : ''
        }
      >
        {dialog?.kind === 'create' && (
          <OperatorForm operator={null} merchantCodes={merchantCodes} onDone={close} />
        )}
        {dialog?.kind === 'edit' && (
          <OperatorForm operator={dialog.operator} merchantCodes={merchantCodes} onDone={close} />
        )}
        {dialog?.kind === 'password' && <ResetPassword operator={dialog.operator} onDone={close} />}
      </Modal>
    </Stack>
  );
}
