import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import type { MemberSummary } from '@member-app/contract/schemas/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { useMemberSearch } from '../api/search-members';
import {
  EMPTY_SEARCH,
  formFromParams,
  parseSearch,
  paramsFromForm,
  type SearchField,
  type SearchForm,
} from '../rules';
import { useMemberTypeOptions, type VipLabelOption } from './member-type';
import { Pager } from '../../../components/pager';

const column = createColumnHelper<MemberSummary>();

function useColumns() {
  const { t } = useTranslation();
  const types = useMemberTypeOptions();
  return [
    column.accessor('id', { header: t('members.id') }),
    column.accessor('userName', {
      header: t('members.username'),
      cell: (c) => <Link to={String(c.row.original.id)}>{c.getValue()}</Link>,
    }),
    column.accessor('mobileNum', {
      header: t('members.mobile'),
      cell: (c) => {
        const m = c.row.original;
        return m.mobileNum
          ? `${m.countryDialingCode ? `+${m.countryDialingCode} ` : ''}${m.mobileNum}`
          : '—';
      },
    }),
    column.accessor('email', { header: t('members.email'), cell: (c) => c.getValue() ?? '—' }),
    column.accessor('type', {
      header: t('members.type'),
      cell: (c) => types.find((o) => o.value === String(c.getValue()))?.label ?? c.getValue(),
    }),
    column.accessor('clubLabel', {
      header: t('members.vipLabel'),
      cell: (c) => c.getValue()?.name ?? '—',
    }),
    column.accessor('regDate', {
      header: t('members.registered'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    column.accessor('lastLoginAt', {
      header: t('members.lastLogin'),
      cell: (c) => formatDateTime(c.getValue()),
    }),
    column.accessor('locked', {
      header: t('members.state'),
      cell: (c) =>
        c.getValue() ? (
          <Badge color="red.8">{t('members.locked')}</Badge>
        ) : (
          <Badge color="teal.9">{t('members.active')}</Badge>
        ),
    }),
  ];
}

/** A merchant's members: search by any criterion, newest first, a page at a time. */
export function MembersPage({ labels }: { labels: VipLabelOption[] }) {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const applied = formFromParams(params);
  const [form, setForm] = useState<SearchForm>(applied.form);
  const [errors, setErrors] = useState<Partial<Record<SearchField, string>>>({});
  const parsed = parseSearch(applied.form, applied.page);
  const members = useMemberSearch(code, parsed.ok ? parsed.search : { page: applied.page });
  const types = useMemberTypeOptions();
  const columns = useColumns();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = parseSearch(form);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) setParams(paramsFromForm(form));
  };
  const clear = () => {
    setForm(EMPTY_SEARCH);
    setErrors({});
    setParams({});
  };
  const text = (field: SearchField) => ({
    value: form[field],
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [field]: e.currentTarget.value }),
  });
  const choice = (field: SearchField) => ({
    value: form[field] || null,
    error: errors[field],
    clearable: true,
    onChange: (value: string | null) => setForm({ ...form, [field]: value ?? '' }),
  });

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('nav.members')}
      </Title>
      <Paper
        withBorder
        p="md"
        component="form"
        onSubmit={submit}
        noValidate
        role="search"
        aria-label={t('members.search.title')}
      >
        <SimpleGrid cols={4}>
          <TextInput label={t('members.username')} {...text('username')} />
          <TextInput label={t('members.mobile')} inputMode="numeric" {...text('mobile')} />
          <TextInput label={t('members.email')} {...text('email')} />
          <TextInput label={t('members.id')} inputMode="numeric" {...text('id')} />
          <Select label={t('members.type')} data={types} {...choice('type')} />
          <Select
            label={t('members.vipLabel')}
            data={labels.map((l) => ({ value: String(l.id), label: l.name }))}
            {...choice('labelId')}
          />
          <TextInput type="date" label={t('members.search.regFrom')} {...text('regFrom')} />
          <TextInput type="date" label={t('members.search.regTo')} {...text('regTo')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={clear}>
            {t('members.search.clear')}
          </Button>
          <Button type="submit">{t('members.search.submit')}</Button>
        </Group>
      </Paper>
      <QueryState query={members}>
        {(page) => (
          <>
            <DataTable
              caption={t('members.caption', { count: page.total })}
              data={page.items}
              columns={columns}
              empty={t('members.none')}
            />
            <Pager
              total={page.total}
              pageSize={page.size}
              page={page.page}
              onChange={(p) => setParams(paramsFromForm(applied.form, p))}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
