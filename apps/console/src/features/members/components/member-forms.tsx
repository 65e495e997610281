import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { memberStatisticsSchema, type MemberDetail } from '@member-app/contract/schemas/admin';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { usePatchMember } from '../api/patch-member';
import { useSetMemberStatistics } from '../api/set-member-statistics';
import { useMemberTypeOptions, type VipLabelOption } from './member-type';

const NO_LABEL = '';
const typeForm = z.object({ type: z.string(), clubLabelId: z.string() });

/** Type and VIP label; a changed type ends the member's sessions (the server says so too). */
export function MemberTypeForm({
  code,
  member,
  labels,
}: {
  code: string;
  member: MemberDetail;
  labels: VipLabelOption[];
}) {
  const { t } = useTranslation();
  const types = useMemberTypeOptions();
  const patch = usePatchMember(code, member.id);
  const values = {
    type: String(member.type),
    clubLabelId: member.clubLabel ? String(member.clubLabel.id) : NO_LABEL,
  };
  const form = useForm({ resolver: zodResolver(typeForm), values });
  const submit = form.handleSubmit((v) =>
    patch.mutate(
      {
        type: Number(v.type),
        clubLabelId: v.clubLabelId === NO_LABEL ? null : Number(v.clubLabelId),
      },
      { onSuccess: () => notifications.show({ color: 'green', message: t('members.saved') }) },
    ),
  );
  const labelChoices = [
    { value: NO_LABEL, label: t('members.noLabel') },
    ...labels.map((l) => ({ value: String(l.id), label: l.name })),
  ];
  // A member may carry a label the list no longer offers (disabled): still shown as theirs.
  if (member.clubLabel && !labels.some((l) => l.id === member.clubLabel?.id))
    labelChoices.push({ value: String(member.clubLabel.id), label: member.clubLabel.name });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              label={t('members.type')}
              description={t('members.typeHint')}
              data={types}
              value={field.value}
              onChange={(v) => v !== null && field.onChange(v)}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={form.control}
          name="clubLabelId"
          render={({ field }) => (
            <Select
              label={t('members.vipLabel')}
              data={labelChoices}
              value={field.value}
              onChange={(v) => field.onChange(v ?? NO_LABEL)}
              allowDeselect={false}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={patch.isPending} disabled={!form.formState.isDirty}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Statistics = z.infer<typeof memberStatisticsSchema>;

/** The deposit and withdrawal counts that decide the download prompts, to try a set-up. */
export function MemberStatisticsForm({ code, member }: { code: string; member: MemberDetail }) {
  const { t } = useTranslation();
  const save = useSetMemberStatistics(code, member.id);
  const form = useForm<Statistics>({
    resolver: zodResolver(memberStatisticsSchema),
    values: member.statistics,
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit((v) =>
    save.mutate(v, {
      onSuccess: () => notifications.show({ color: 'green', message: t('members.saved') }),
    }),
  );
  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('members.statisticsHint')}
        </Text>
        <Group grow align="flex-start">
          {(['deposits', 'withdrawals'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={t(`members.${name}`)}
                  min={0}
                  max={1000}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v) || 0)}
                  error={e[name]?.message}
                />
              )}
            />
          ))}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
