import { SimpleGrid, Stack } from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import {
  merchantSettingsSchema,
  regionRulesSchema,
} from '@member-app/contract/schemas/merchant-settings';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ListField, NumberField } from '../../../components/form-fields';
import { SwitchField } from '../../../components/switch-field';
import { SectionForm } from './section-form';

const regionSchema = z.object({
  allowedCountries: regionRulesSchema.shape.allowedCountries.unwrap(),
  blockedCountries: regionRulesSchema.shape.blockedCountries.unwrap(),
  allowedIps: regionRulesSchema.shape.allowedIps.unwrap(),
  blockedIps: regionRulesSchema.shape.blockedIps.unwrap(),
});

/** §2 screen 2: which countries and addresses may reach the app (ISO codes, IPs or CIDR ranges). */
export function RegionSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const r = merchant.settings.regionRules;
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.region.title')}
      description={t('settings.region.hint')}
      schema={regionSchema}
      defaults={{
        allowedCountries: r.allowedCountries,
        blockedCountries: r.blockedCountries,
        allowedIps: r.allowedIps,
        blockedIps: r.blockedIps,
      }}
      toPatch={(v) => ({ settings: { regionRules: v } })}
    >
      {(form) => (
        <SimpleGrid cols={2}>
          <ListField
            control={form.control}
            name="allowedCountries"
            upper
            label={t('settings.region.allowedCountries')}
            description={t('settings.region.allowedCountriesHint')}
          />
          <ListField
            control={form.control}
            name="blockedCountries"
            upper
            label={t('settings.region.blockedCountries')}
            description={t('settings.region.countriesHint')}
          />
          <ListField
            control={form.control}
            name="allowedIps"
            label={t('settings.region.allowedIps')}
            description={t('settings.region.allowedIpsHint')}
          />
          <ListField
            control={form.control}
            name="blockedIps"
            label={t('settings.region.blockedIps')}
            description={t('settings.region.ipsHint')}
          />
        </SimpleGrid>
      )}
    </SectionForm>
  );
}

const security = merchantSettingsSchema.shape.security.unwrap().shape;
const securitySchema = z.object({
  sessionTtlHours: security.sessionTtlHours.unwrap(),
  sessionIpBinding: security.sessionIpBinding.unwrap(),
  passwordMaxAgeDays: z.number().int().min(1).nullable(),
  codeTtlSeconds: security.codeTtlSeconds.unwrap(),
});
type SecurityValues = z.infer<typeof securitySchema>;

/** Sessions and passwords: how long a member stays logged in, and when a password expires. */
export function SecuritySection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const defaults: SecurityValues = { ...merchant.settings.security };
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.security.title')}
      schema={securitySchema}
      defaults={defaults}
      toPatch={(v) => ({ settings: { security: v } })}
    >
      {(form) => (
        <Stack>
          <SimpleGrid cols={3}>
            {(
              [
                ['sessionTtlHours', false],
                ['passwordMaxAgeDays', true],
                ['codeTtlSeconds', false],
              ] as const
            ).map(([name, nullable]) => (
              <NumberField
                key={name}
                control={form.control}
                name={name}
                nullable={nullable}
                label={t(`settings.security.${name}`)}
                description={t(`settings.security.${name}Hint`)}
              />
            ))}
          </SimpleGrid>
          <SwitchField
            control={form.control}
            name="sessionIpBinding"
            label={t('settings.security.sessionIpBinding')}
            description={t('settings.security.sessionIpBindingHint')}
          />
        </Stack>
      )}
    </SectionForm>
  );
}
