import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { merchantSettingsSchema } from '@member-app/contract/schemas/merchant-settings';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SecretDraftField } from '../../../components/form-fields';
import { SwitchField } from '../../../components/switch-field';
import { emptyToNull, optionalText, secretDraftSchema, secretPatchValue } from '../rules';
import { SectionForm } from './section-form';

const push = merchantSettingsSchema.shape.push.unwrap().shape;
const firebaseConfig = push.firebase.unwrap().unwrap();
const FIREBASE_FIELDS = [
  'appId',
  'apiKey',
  'authDomain',
  'projectId',
  'messagingSenderId',
] as const;
const serviceAccount = merchantSettingsSchema.shape.secrets
  .unwrap()
  .shape.fcmServiceAccount.unwrap()
  .unwrap().shape;

const schema = z
  .object({
    fcm: z.boolean(),
    appId: z.string(),
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    messagingSenderId: z.string(),
    contact: optionalText(push.contact.unwrap().unwrap()),
    clientEmail: optionalText(serviceAccount.clientEmail),
    privateKey: secretDraftSchema(serviceAccount.privateKey),
    keyIsSet: z.boolean(),
  })
  .superRefine((v, ctx) => {
    // FCM needs its whole web config, with the contract's messages on the fields.
    if (v.fcm) {
      const result = firebaseConfig.safeParse(
        Object.fromEntries(FIREBASE_FIELDS.map((f) => [f, v[f].trim()])),
      );
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    // A service account is an email with its key: one without the other cannot send.
    const keyAfter =
      v.privateKey.mode === 'replace'
        ? v.privateKey.value.trim() !== ''
        : v.privateKey.mode === 'keep' && v.keyIsSet;
    if (v.clientEmail.trim() !== '' && !keyAfter)
      ctx.addIssue({
        code: 'custom',
        path: ['privateKey', 'value'],
        message: 'a service account needs its private key',
      });
  });
type Values = z.infer<typeof schema>;

/**
 * §3 push config: the built-in Web Push with its VAPID contact, and Firebase Cloud Messaging when
 * the merchant has a Firebase project (its public web config, and the service account the server
 * sends with, whose key is write-only).
 */
export function PushSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const st = merchant.settings;
  const account = st.secrets.fcmServiceAccount;
  const defaults: Values = {
    fcm: st.push.firebase !== null,
    ...(Object.fromEntries(FIREBASE_FIELDS.map((f) => [f, st.push.firebase?.[f] ?? ''])) as Record<
      (typeof FIREBASE_FIELDS)[number],
      string
    >),
    contact: st.push.contact ?? '',
    clientEmail: account?.clientEmail ?? '',
    privateKey: { mode: 'keep' },
    keyIsSet: account?.privateKey.set ?? false,
  };
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.push.title')}
      description={t('settings.push.hint')}
      schema={schema}
      defaults={defaults}
      toPatch={(v) => {
        const email = emptyToNull(v.clientEmail);
        const key = secretPatchValue(v.privateKey);
        return {
          settings: {
            push: {
              firebase: v.fcm
                ? Object.fromEntries(FIREBASE_FIELDS.map((f) => [f, v[f].trim()]))
                : null,
              contact: emptyToNull(v.contact),
            },
            secrets: {
              // No email: no service account. Otherwise the key is kept unless replaced.
              fcmServiceAccount:
                email === null
                  ? null
                  : { clientEmail: email, ...(key === undefined ? {} : { privateKey: key }) },
            },
          },
        };
      }}
    >
      {(form) => {
        const e = form.formState.errors;
        return (
          <Stack>
            <TextInput
              label={t('settings.push.contact')}
              description={t('settings.push.contactHint')}
              error={e.contact?.message}
              {...form.register('contact')}
            />
            <SwitchField
              control={form.control}
              name="fcm"
              label={t('settings.push.fcm')}
              description={t('settings.push.fcmHint')}
            />
            <SimpleGrid cols={3}>
              {FIREBASE_FIELDS.map((f) => (
                <TextInput
                  key={f}
                  label={t(`settings.push.${f}`)}
                  error={e[f]?.message}
                  {...form.register(f)}
                />
              ))}
            </SimpleGrid>
            <TextInput
              label={t('settings.push.clientEmail')}
              description={t('settings.push.clientEmailHint')}
              error={e.clientEmail?.message}
              {...form.register('clientEmail')}
            />
            <SecretDraftField
              control={form.control}
              name="privateKey"
              label={t('settings.push.privateKey')}
              isSet={defaults.keyIsSet}
              multiline
            />
          </Stack>
        );
      }}
    </SectionForm>
  );
}
