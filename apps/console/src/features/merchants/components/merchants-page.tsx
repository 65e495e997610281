import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import { merchantCreateSchema, type MerchantSummary } from '@member-app/contract/schemas/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { DataTable } from '../../../components/data-table';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useCreateMerchant } from '../api/create-merchant';
import { useMerchants } from '../api/list-merchants';

const createForm = merchantCreateSchema.omit({ template: true }).extend({
  /** '' starts from an empty working home, a code copies that merchant. */
  copyFrom: z.string(),
});
type CreateValues = z.input<typeof createForm>;

function CreateMerchant({
  merchants,
  onClose,
}: {
  merchants: MerchantSummary[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateMerchant();
  const form = useForm<CreateValues>({
    resolver: zodResolver(createForm),
    defaultValues: { code: '', name: '', domains: [], tempPassword: '', copyFrom: '' },
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit(({ copyFrom, ...v }) =>
    create.mutate(
      { ...v, template: copyFrom ? { kind: 'copy', from: copyFrom } : { kind: 'empty' } },
      {
        onSuccess: (m) => {
          onClose();
          void navigate(`/merchants/${encodeURIComponent(m.code)}/settings`);
        },
      },
    ),
  );
  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate>
      <Stack>
        {create.error && (
          <Alert color="red" role="alert">
            {errorMessage(create.error, t)}
          </Alert>
        )}
        <TextInput
          label={t('merchants.code')}
          description={t('merchants.codeHint')}
          error={e.code?.message}
          {...form.register('code')}
        />
        <TextInput label={t('merchants.name')} error={e.name?.message} {...form.register('name')} />
        <Controller
          control={form.control}
          name="domains"
          render={({ field, fieldState }) => (
            <TagsInput
              label={t('settings.domains.domains')}
              description={t('settings.domains.domainsHint')}
              value={field.value}
              onChange={field.onChange}
              splitChars={[',', ' ']}
              acceptValueOnBlur
              error={fieldState.error?.message ?? e.domains?.root?.message}
            />
          )}
        />
        <PasswordInput
          label={t('settings.domains.tempPassword')}
          description={t('settings.domains.tempPasswordHint')}
          autoComplete="new-password"
          error={e.tempPassword?.message}
          {...form.register('tempPassword')}
        />
        <Controller
          control={form.control}
          name="copyFrom"
          render={({ field }) => (
            <Select
              label={t('merchants.template')}
              data={[
                { value: '', label: t('merchants.templateEmpty') },
                ...merchants.map((m) => ({
                  value: m.code,
                  label: t('merchants.templateCopy', { name: m.name }),
                })),
              ]}
              value={field.value}
              onChange={(v) => field.onChange(v ?? '')}
              allowDeselect={false}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('merchants.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const column = createColumnHelper<MerchantSummary>();

/** Every merchant the operator may act on, and a new one from a template. */
export function MerchantsPage() {
  const { t } = useTranslation();
  const merchants = useMerchants({ includeDisabled: true });
  const [creating, setCreating] = useState(false);
  const columns = [
    column.accessor('code', {
      header: t('merchants.code'),
      cell: (c) => (
        <Link to={`/merchants/${encodeURIComponent(c.getValue())}/settings`}>{c.getValue()}</Link>
      ),
    }),
    column.accessor('name', { header: t('merchants.name') }),
    column.accessor('domains', {
      header: t('settings.domains.domains'),
      cell: (c) => c.getValue().join(', '),
    }),
    column.accessor('disabled', {
      header: t('merchants.state'),
      cell: (c) =>
        c.getValue() ? (
          <Badge color="gray.7">{t('merchants.disabled')}</Badge>
        ) : (
          <Badge color="teal.9">{t('merchants.active')}</Badge>
        ),
    }),
    column.accessor('updatedAt', {
      header: t('merchants.updatedAt'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('nav.merchants')}
        </Title>
        <Button onClick={() => setCreating(true)}>{t('merchants.new')}</Button>
      </Group>
      <QueryState query={merchants}>
        {(page) => (
          <>
            <DataTable
              caption={t('merchants.caption', { count: page.total })}
              data={page.items}
              columns={columns}
              empty={t('merchants.none')}
            />
            <Modal opened={creating} onClose={() => setCreating(false)} title={t('merchants.new')}>
              <CreateMerchant merchants={page.items} onClose={() => setCreating(false)} />
            </Modal>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
