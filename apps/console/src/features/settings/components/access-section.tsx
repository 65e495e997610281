import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { merchantPatchSchema } from '@member-app/contract/schemas/admin';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ListField, SecretDraftField, SelectField } from '../../../components/form-fields';
import { SwitchField } from '../../../components/switch-field';
import { emptyToNull, secretDraftSchema, secretPatchValue, withoutUndefined } from '../rules';
import { SectionForm } from './section-form';

const domainsSchema = z.object({
  domains: merchantPatchSchema.shape.domains.unwrap(),
  tempPassword: secretDraftSchema(merchantPatchSchema.shape.tempPassword.unwrap()),
});

/** The merchant's domains (the hosts its players use) and the default temporary password (§5). */
export function DomainsSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.domains.title')}
      description={t('settings.domains.hint')}
      schema={domainsSchema}
      defaults={{ domains: merchant.domains, tempPassword: { mode: 'keep' } }}
      toPatch={(v) =>
        withoutUndefined({
          domains: v.domains,
          // Never cleared: mobile registration without a password needs it (§5).
          tempPassword: secretPatchValue(v.tempPassword) ?? undefined,
        })
      }
    >
      {(form) => (
        <Stack>
          <ListField
            control={form.control}
            name="domains"
            label={t('settings.domains.domains')}
            description={t('settings.domains.domainsHint')}
          />
          <SecretDraftField
            control={form.control}
            name="tempPassword"
            label={t('settings.domains.tempPassword')}
            description={t('settings.domains.tempPasswordHint')}
            isSet={merchant.tempPassword.set}
            clearable={false}
          />
        </Stack>
      )}
    </SectionForm>
  );
}

const captchaSchema = z.object({
  enabled: z.boolean(),
  geetestId: z.string().max(200),
  geetestVersion: z.enum(['v3', 'v4']),
  geetestKey: secretDraftSchema(),
});
type CaptchaValues = z.infer<typeof captchaSchema>;

/** §5 the registration captcha: Geetest (id, version and its write-only key) or the built-in one. */
export function CaptchaSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const st = merchant.settings;
  const defaults: CaptchaValues = {
    enabled: st.register.captcha.enabled,
    geetestId: st.gw.GEETEST_ID ?? '',
    geetestVersion: st.gw.GEETEST_VERSION,
    geetestKey: { mode: 'keep' },
  };
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.captcha.title')}
      description={t('settings.captcha.hint')}
      schema={captchaSchema}
      defaults={defaults}
      toPatch={(v) => {
        const key = secretPatchValue(v.geetestKey);
        return {
          settings: withoutUndefined({
            register: { captcha: { enabled: v.enabled } },
            gw: { GEETEST_ID: emptyToNull(v.geetestId), GEETEST_VERSION: v.geetestVersion },
            secrets: key === undefined ? undefined : { geetestKey: key },
          }),
        };
      }}
    >
      {(form) => (
        <Stack>
          <SwitchField
            control={form.control}
            name="enabled"
            label={t('settings.captcha.enabled')}
            description={t('settings.captcha.enabledHint')}
          />
          <SimpleGrid cols={2}>
            <TextInput
              label={t('settings.captcha.geetestId')}
              description={t('settings.captcha.geetestIdHint')}
              {...form.register('geetestId')}
            />
            <SelectField
              control={form.control}
              name="geetestVersion"
              label={t('settings.captcha.geetestVersion')}
              data={['v3', 'v4']}
            />
          </SimpleGrid>
          <SecretDraftField
            control={form.control}
            name="geetestKey"
            label={t('settings.captcha.geetestKey')}
            isSet={merchant.settings.secrets.geetestKey.set}
          />
        </Stack>
      )}
    </SectionForm>
  );
}
