import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { memberLockSchema, type MemberDetail } from '@member-app/contract/schemas/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useSetMemberLock } from '../api/lock-member';
import { useResetMemberPassword } from '../api/reset-member-password';

type Dialog = 'lock' | 'reset' | 'sessions' | null;

/** Locking asks why (the reason is kept with the lock); the contract's rule checks it. */
function LockForm({
  code,
  member,
  onDone,
}: {
  code: string;
  member: MemberDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lock = useSetMemberLock(code, member.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = memberLockSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    lock.mutate(parsed.data.reason, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('members.lockedNow', { name: member.userName }),
        });
        onDone();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('members.lockHint', { name: member.userName })}</Text>
        <TextInput
          label={t('members.lockReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="red" loading={lock.isPending}>
            {t('members.lock')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The temporary password, shown this once: the console keeps it nowhere. */
function ResetPassword({
  code,
  member,
  onDone,
}: {
  code: string;
  member: MemberDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reset = useResetMemberPassword(code, member.id);
  if (reset.data)
    return (
      <Stack>
        <Alert color="yellow" role="status">
          {t('members.tempShownOnce', { name: member.userName })}
        </Alert>
        <Group>
          <Code fz="lg" aria-label={t('members.tempPassword')}>
            {reset.data.temporaryPassword}
          </Code>
          <CopyButton value={reset.data.temporaryPassword}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('members.copied') : t('members.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('common.close')}</Button>
        </Group>
      </Stack>
    );
  return (
    <Stack>
      <Text size="sm">{t('members.resetHint', { name: member.userName })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button color="orange" loading={reset.isPending} onClick={() => reset.mutate(undefined)}>
          {t('members.resetPassword')}
        </Button>
      </Group>
    </Stack>
  );
}

function EndSessions({
  code,
  member,
  onDone,
}: {
  code: string;
  member: MemberDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const end = useEndMemberSessions(code, member.id);
  return (
    <Stack>
      <Text size="sm">
        {t('members.endSessionsHint', { name: member.userName, count: member.sessions.length })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          loading={end.isPending}
          onClick={() =>
            end.mutate(undefined, {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('members.sessionsEnded') });
                onDone();
              },
            })
          }
        >
          {t('members.endSessions')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Lock or unlock, a temporary password, and ending the member's sessions. */
export function MemberAccess({ code, member }: { code: string; member: MemberDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const unlock = useSetMemberLock(code, member.id);
  const close = () => setDialog(null);
  const titles = {
    lock: t('members.lockTitle', { name: member.userName }),
    reset: t('members.resetTitle', { name: member.userName }),
    sessions: t('members.endSessionsTitle', { name: member.userName }),
  };
  return (
    <Stack>
      <Group>
        {member.locked ? (
          <Button
            color="teal"
            loading={unlock.isPending}
            onClick={() =>
              unlock.mutate(null, {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    message: t('members.unlockedNow', { name: member.userName }),
                  }),
              })
            }
          >
            {t('members.unlock')}
          </Button>
        ) : (
          <Button color="red" variant="light" onClick={() => setDialog('lock')}>
            {t('members.lock')}
          </Button>
        )}
        <Button variant="default" onClick={() => setDialog('reset')}>
          {t('members.resetPassword')}
        </Button>
        <Button
          variant="default"
          disabled={member.sessions.length === 0}
          onClick={() => setDialog('sessions')}
        >
          {t('members.endSessions')}
        </Button>
      </Group>
      <Modal opened={dialog !== null} onClose={close} title={dialog ? titles[dialog] : ''}>
        {dialog === 'lock' && <LockForm code={code} member={member} onDone={close} />}
        {dialog === 'reset' && <ResetPassword code={code} member={member} onDone={close} />}
        {dialog === 'sessions' && <EndSessions code={code} member={member} onDone={close} />}
      </Modal>
    </Stack>
  );
}
