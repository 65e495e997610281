import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FIREBASE_CHANNELS } from '@member-app/contract/account';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { text } from '@member-app/contract/schemas/text';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SwitchField } from '../../../components/switch-field';
import { emptyToNull } from '../rules';
import { SectionForm } from './section-form';

const TEXT_FIELDS = [
  'apiKey',
  'appId',
  'authDomain',
  'projectId',
  'messagingSenderId',
  'googleWebClientId',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const schema = z.object({
  firebase: z.boolean(),
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, text()])) as Record<
    TextField,
    ReturnType<typeof text>
  >),
  channels: z.array(z.enum(FIREBASE_CHANNELS)),
  mobilePassword: z.boolean(),
  maya: z.boolean(),
});
type Values = z.infer<typeof schema>;

/**
 * §3 SMS provider config: where SMS codes and phone sign-in come from (Firebase Auth with its
 * public web config, or the server's own SMS provider), the social sign-in buttons offered (§4
 * Firebase login), and how mobile registration asks for a password (§5).
 */
export function SmsSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const st = merchant.settings;
  const defaults: Values = {
    firebase: st.sms.firebase,
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, st.sms[f] ?? ''])) as Record<
      TextField,
      string
    >),
    channels: st.sms.channels,
    mobilePassword: st.register.mobilePassword,
    maya: st.maya.enabled,
  };
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.sms.title')}
      description={t('settings.sms.hint')}
      schema={schema}
      defaults={defaults}
      toPatch={(v) => ({
        settings: {
          sms: {
            firebase: v.firebase,
            ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, emptyToNull(v[f])])),
            channels: v.channels,
          },
          register: { mobilePassword: v.mobilePassword },
          maya: { enabled: v.maya },
        },
      })}
    >
      {(form) => {
        const e = form.formState.errors;
        return (
          <Stack>
            <SwitchField
              control={form.control}
              name="firebase"
              label={t('settings.sms.firebase')}
              description={t('settings.sms.firebaseHint')}
            />
            <SimpleGrid cols={3}>
              {TEXT_FIELDS.map((f) => (
                <TextInput
                  key={f}
                  label={t(`settings.sms.${f}`)}
                  error={e[f]?.message}
                  {...form.register(f)}
                />
              ))}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="channels"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('settings.sms.channels')}
                  description={t('settings.sms.channelsHint')}
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                >
                  <Group mt="xs">
                    {FIREBASE_CHANNELS.map((c) => (
                      <Checkbox key={c} value={c} label={t(`settings.sms.channel.${c}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
            <SwitchField
              control={form.control}
              name="mobilePassword"
              label={t('settings.sms.mobilePassword')}
              description={t('settings.sms.mobilePasswordHint')}
            />
            <SwitchField
              control={form.control}
              name="maya"
              label={t('settings.sms.maya')}
              description={t('settings.sms.mayaHint')}
            />
          </Stack>
        );
      }}
    </SectionForm>
  );
}
