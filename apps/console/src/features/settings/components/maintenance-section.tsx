import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/switch-field';
import { emptyToUndefined, fromLocalDateTime, toLocalDateTime } from '../rules';
import { SectionForm } from './section-form';

const schema = z.object({
  enabled: z.boolean(),
  title: z.string().max(500),
  endTime: z.string(),
  description: z.string().max(5000),
  descriptionEn: z.string().max(5000),
});
type Values = z.infer<typeof schema>;

/** §2 screen 1: maintenance on or off, with the notice's title, end time and texts. */
export function MaintenanceSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const mt = merchant.settings.maintenance;
  const defaults: Values = {
    enabled: mt.enabled,
    title: mt.title ?? '',
    endTime: toLocalDateTime(mt.endTime),
    description: mt.description ?? '',
    descriptionEn: mt.descriptionEn ?? '',
  };
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.maintenance.title')}
      description={t('settings.maintenance.hint')}
      schema={schema}
      defaults={defaults}
      toPatch={(v) => ({
        settings: {
          // A merge patch: null removes what the operator emptied.
          maintenance: {
            enabled: v.enabled,
            title: emptyToUndefined(v.title) ?? null,
            endTime: fromLocalDateTime(v.endTime),
            description: emptyToUndefined(v.description) ?? null,
            descriptionEn: emptyToUndefined(v.descriptionEn) ?? null,
          },
        },
      })}
    >
      {(form) => (
        <Stack>
          <SwitchField
            control={form.control}
            name="enabled"
            label={t('settings.maintenance.enabled')}
            description={t('settings.maintenance.enabledHint')}
          />
          <SimpleGrid cols={2}>
            <TextInput label={t('settings.maintenance.noticeTitle')} {...form.register('title')} />
            <TextInput
              type="datetime-local"
              label={t('settings.maintenance.endTime')}
              {...form.register('endTime')}
            />
          </SimpleGrid>
          <Textarea
            label={t('settings.maintenance.description')}
            autosize
            minRows={2}
            {...form.register('description')}
          />
          <Textarea
            label={t('settings.maintenance.descriptionEn')}
            autosize
            minRows={2}
            {...form.register('descriptionEn')}
          />
        </Stack>
      )}
    </SectionForm>
  );
}
