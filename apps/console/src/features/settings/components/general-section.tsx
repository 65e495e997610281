import { SimpleGrid, TextInput } from '@mantine/core';
import { UI_LANGUAGES } from '@member-app/contract/constants';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { merchantSettingsSchema } from '@member-app/contract/schemas/merchant-settings';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField } from '../../../components/form-fields';
import { SwitchField } from '../../../components/switch-field';
import { emptyToNull } from '../rules';
import { SectionForm } from './section-form';

const s = merchantSettingsSchema.shape;
const schema = z.object({
  name: s.name,
  defaultLanguage: s.defaultLanguage,
  customerService: z.string().max(2000),
  timeZone: s.timeZone,
  defaultCountry: s.defaultCountry,
  showDialingCode: s.showDialingCode,
  enforceDomains: s.enforceDomains,
});
type Values = z.infer<typeof schema>;

/** Site settings of SPEC §3: the name, language, customer-service link, time zone, country. */
export function GeneralSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const st = merchant.settings;
  const defaults: Values = {
    name: st.name,
    defaultLanguage: st.defaultLanguage,
    customerService: st.customerService ?? '',
    timeZone: st.timeZone,
    defaultCountry: st.defaultCountry,
    showDialingCode: st.showDialingCode,
    enforceDomains: st.enforceDomains,
  };
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.general.title')}
      schema={schema}
      defaults={defaults}
      toPatch={(v) => ({ settings: { ...v, customerService: emptyToNull(v.customerService) } })}
    >
      {(form) => {
        const e = form.formState.errors;
        return (
          <SimpleGrid cols={2}>
            <TextInput
              label={t('settings.general.name')}
              error={e.name?.message}
              {...form.register('name')}
            />
            <SelectField
              control={form.control}
              name="defaultLanguage"
              label={t('settings.general.defaultLanguage')}
              data={UI_LANGUAGES}
            />
            <TextInput
              label={t('settings.general.customerService')}
              description={t('settings.general.customerServiceHint')}
              error={e.customerService?.message}
              {...form.register('customerService')}
            />
            <TextInput
              label={t('settings.general.timeZone')}
              description={t('settings.general.timeZoneHint')}
              error={e.timeZone?.message}
              {...form.register('timeZone')}
            />
            <SelectField
              control={form.control}
              name="defaultCountry"
              label={t('settings.general.defaultCountry')}
              data={st.countries.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
            />
            <div />
            <SwitchField
              control={form.control}
              name="showDialingCode"
              label={t('settings.general.showDialingCode')}
              description={t('settings.general.showDialingCodeHint')}
            />
            <SwitchField
              control={form.control}
              name="enforceDomains"
              label={t('settings.general.enforceDomains')}
              description={t('settings.general.enforceDomainsHint')}
            />
          </SimpleGrid>
        );
      }}
    </SectionForm>
  );
}
