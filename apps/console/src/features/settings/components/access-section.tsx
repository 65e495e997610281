import { Stack, TagsInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { merchantPatchSchema } from '@member-app/contract/schemas/admin';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SecretField } from '../../../components/secret-field';
import { SwitchField } from '../../../components/switch-field';
import { emptyToNull, secretPatchValue, withoutUndefined } from '../rules';
import { SectionForm } from './section-form';

const secretDraft = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('keep') }),
  z.object({ mode: z.literal('replace'), value: z.string().max(8192) }),
  z.object({ mode: z.literal('clear') }),
]);

const domainsSchema = z.object({
  domains: merchantPatchSchema.shape.domains.unwrap(),
  tempPassword: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('keep') }),
    z.object({
      mode: z.literal('replace'),
      value: merchantPatchSchema.shape.tempPassword.unwrap(),
    }),
  ]),
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
          tempPassword: v.tempPassword.mode === 'replace' ? v.tempPassword.value : undefined,
        })
      }
    >
      {(form) => (
        <Stack>
          <Controller
            control={form.control}
            name="domains"
            render={({ field, fieldState }) => (
              <TagsInput
                label={t('settings.domains.domains')}
                description={t('settings.domains.domainsHint')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message ?? form.formState.errors.domains?.root?.message}
                splitChars={[',', ' ']}
                acceptValueOnBlur
              />
            )}
          />
          <Controller
            control={form.control}
            name="tempPassword"
            render={({ field, fieldState }) => (
              <SecretField
                label={t('settings.domains.tempPassword')}
                description={t('settings.domains.tempPasswordHint')}
                isSet={merchant.tempPassword.set}
                mode={field.value.mode}
                value={field.value.mode === 'replace' ? field.value.value : ''}
                onModeChange={(mode) =>
                  field.onChange(mode === 'replace' ? { mode, value: '' } : { mode: 'keep' })
                }
                onValueChange={(value) => field.onChange({ mode: 'replace', value })}
                error={
                  (fieldState.error as { value?: { message?: string } } | undefined)?.value?.message
                }
              />
            )}
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
  geetestKey: secretDraft,
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
            <Controller
              control={form.control}
              name="geetestVersion"
              render={({ field }) => (
                <Select
                  label={t('settings.captcha.geetestVersion')}
                  data={['v3', 'v4']}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  allowDeselect={false}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="geetestKey"
            render={({ field }) => (
              <SecretField
                label={t('settings.captcha.geetestKey')}
                isSet={merchant.settings.secrets.geetestKey.set}
                mode={field.value.mode}
                value={field.value.mode === 'replace' ? field.value.value : ''}
                onModeChange={(mode) =>
                  field.onChange(mode === 'replace' ? { mode, value: '' } : { mode })
                }
                onValueChange={(value) => field.onChange({ mode: 'replace', value })}
              />
            )}
          />
        </Stack>
      )}
    </SectionForm>
  );
}
