import { ActionIcon, Button, Group, Table, TextInput, VisuallyHidden } from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { text } from '@member-app/contract/schemas/text';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mergePatchBetween, seoMap, seoRows, type SeoRow } from '../rules';
import { SectionForm } from './section-form';

const schema = z.object({
  rows: z.array(
    z.object({
      domain: text(253).regex(/^(\*|[A-Za-z0-9.-]+)$/, 'a host name or *'),
      path: text(200).regex(/^\/\S*$/, 'a path starting with /'),
      title: text(200),
      description: text(500),
      canonical: text(500),
    }),
  ),
});
type Values = { rows: SeoRow[] };

/**
 * §2 page title, description and canonical per path and per domain (`*`: every domain; paths
 * without an entry use /m/home's). The server writes them into the HTML it serves.
 */
export function SeoSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const before = merchant.settings.seo;
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.seo.title')}
      description={t('settings.seo.hint')}
      schema={schema}
      defaults={{ rows: seoRows(before) }}
      // Only the SEO part: a content operator may save it (settings.seo).
      toPatch={(v) => ({ settings: { seo: mergePatchBetween(before, seoMap(v.rows)) ?? {} } })}
    >
      {(form) => <SeoRows form={form} />}
    </SectionForm>
  );
}

function SeoRows({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const errors = form.formState.errors.rows;
  const cell = (index: number, name: keyof SeoRow, label: string) => (
    <TextInput
      aria-label={`${label} ${index + 1}`}
      size="xs"
      error={errors?.[index]?.[name]?.message}
      {...form.register(`rows.${index}.${name}`)}
    />
  );
  return (
    <>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('settings.seo.domain')}</Table.Th>
            <Table.Th scope="col">{t('settings.seo.path')}</Table.Th>
            <Table.Th scope="col">{t('settings.seo.pageTitle')}</Table.Th>
            <Table.Th scope="col">{t('settings.seo.description')}</Table.Th>
            <Table.Th scope="col">{t('settings.seo.canonical')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('content.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.fields.map((row, index) => (
            <Table.Tr key={row.id}>
              <Table.Td w={150}>{cell(index, 'domain', t('settings.seo.domain'))}</Table.Td>
              <Table.Td w={130}>{cell(index, 'path', t('settings.seo.path'))}</Table.Td>
              <Table.Td>{cell(index, 'title', t('settings.seo.pageTitle'))}</Table.Td>
              <Table.Td>{cell(index, 'description', t('settings.seo.description'))}</Table.Td>
              <Table.Td w={140}>{cell(index, 'canonical', t('settings.seo.canonical'))}</Table.Td>
              <Table.Td w={40}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('settings.seo.remove', { n: index + 1 })}
                  onClick={() => rows.remove(index)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            rows.append({ domain: '*', path: '/m/', title: '', description: '', canonical: '' })
          }
        >
          {t('settings.seo.add')}
        </Button>
      </Group>
    </>
  );
}
