import { Button, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { RESOURCE_TYPES } from '@member-app/contract/constants';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { resourceInputSchema } from '@member-app/contract/schemas/merchant-settings';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RowActions } from '../../../components/row-actions';
import { nextResourceType } from '../rules';
import { SectionForm } from './section-form';

// The rule for writing links (one the redirect page follows, the icon an image), at each field.
const schema = z.object({ resources: z.array(resourceInputSchema) });
type Values = z.infer<typeof schema>;

/**
 * §3 "Download link / resource" (§2 screen 6 download bar, §4 download prompt and app upgrade):
 * the app's download links and icon, in order (a device takes the first link of its type), saved
 * as the settings' `resources` with the section's merge patch (the list is replaced whole).
 */
export function DownloadsSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.downloads.title')}
      description={t('settings.downloads.hint')}
      schema={schema}
      defaults={{ resources: merchant.settings.resources }}
      toPatch={(v: Values) => ({ settings: { resources: v.resources } })}
    >
      {(form) => <ResourceRows form={form} />}
    </SectionForm>
  );
}

function ResourceRows({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'resources' });
  const errors = form.formState.errors.resources;
  return (
    <Stack gap="sm">
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('settings.downloads.none')}
        </Text>
      )}
      {rows.fields.map((row, index) => {
        const title = t('settings.downloads.link', { n: index + 1 });
        return (
          <Fieldset key={row.id} legend={title} variant="filled">
            <Group align="flex-start" wrap="nowrap">
              <Controller
                control={form.control}
                name={`resources.${index}.resourceType`}
                render={({ field, fieldState }) => (
                  <Select
                    label={t('settings.downloads.type')}
                    w={280}
                    data={RESOURCE_TYPES.map((type) => ({
                      value: type,
                      label: t(`settings.downloads.types.${type}`),
                    }))}
                    value={field.value}
                    onChange={(v) => v && field.onChange(v)}
                    onBlur={field.onBlur}
                    allowDeselect={false}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextInput
                label={t('settings.downloads.url')}
                style={{ flex: 1 }}
                error={errors?.[index]?.url?.message}
                {...form.register(`resources.${index}.url`)}
              />
              <div style={{ paddingTop: 26 }}>
                <RowActions
                  title={title}
                  first={index === 0}
                  last={index === rows.fields.length - 1}
                  onMove={(delta) => rows.move(index, index + delta)}
                  onRemove={() => rows.remove(index)}
                />
              </div>
            </Group>
          </Fieldset>
        );
      })}
      <Group>
        <Button
          variant="light"
          onClick={() =>
            rows.append({ resourceType: nextResourceType(form.getValues('resources')), url: '' })
          }
        >
          {t('settings.downloads.add')}
        </Button>
      </Group>
    </Stack>
  );
}
