import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { text } from '@member-app/contract/schemas/text';
import {
  PIXEL_FIELDS,
  pixelIdsSchema,
  trackingSettingsSchema,
  type PixelField,
} from '@member-app/contract/schemas/tracking';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SecretDraftField } from '../../../components/form-fields';
import { SwitchField } from '../../../components/switch-field';
import {
  emptyToNull,
  mergePatchBetween,
  optionalText,
  secretDraftSchema,
  secretPatchValue,
  withoutUndefined,
} from '../rules';
import { SectionForm } from './section-form';

const pixelsSchema = z.object(
  Object.fromEntries(
    PIXEL_FIELDS.map((f) => [f, optionalText(pixelIdsSchema.shape[f].unwrap())]),
  ) as Record<PixelField, ReturnType<typeof optionalText>>,
);
type Pixels = z.infer<typeof pixelsSchema>;
const s2s = trackingSettingsSchema.shape.s2s.unwrap().shape;
const facebook = s2s.facebook.unwrap().shape;
const tiktok = s2s.tiktok.unwrap().shape;

const schema = z.object({
  pixels: pixelsSchema,
  domains: z.array(
    pixelsSchema.extend({
      host: text(253)
        .trim()
        .regex(/^[A-Za-z0-9.-]+$/, 'a host name'),
    }),
  ),
  clientPixels: z.boolean(),
  facebookEnabled: z.boolean(),
  facebookToken: secretDraftSchema(facebook.accessToken.unwrap().unwrap()),
  facebookTestCode: optionalText(facebook.testEventCode.unwrap().unwrap()),
  tiktokEnabled: z.boolean(),
  tiktokToken: secretDraftSchema(tiktok.accessToken.unwrap().unwrap()),
});
type Values = z.infer<typeof schema>;

const pixelsOf = (ids: Partial<Record<PixelField, string>>): Pixels =>
  Object.fromEntries(PIXEL_FIELDS.map((f) => [f, ids[f] ?? ''])) as Pixels;
/** Pixel ids as the settings keep them: the empty ones left out. */
const idsOf = (pixels: Pixels) =>
  Object.fromEntries(
    PIXEL_FIELDS.flatMap((f) => (pixels[f].trim() ? [[f, pixels[f].trim()]] : [])),
  );

/**
 * §1 tracking: the merchant's ad pixels, other pixels per domain, whether the browser loads the
 * vendors' scripts, and server-to-server forwarding of conversions (access tokens write-only).
 */
export function TrackingSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const tr = merchant.settings.tracking;
  const defaults: Values = {
    pixels: pixelsOf(tr.pixels),
    domains: Object.entries(tr.domains).map(([host, ids]) => ({ host, ...pixelsOf(ids) })),
    clientPixels: tr.clientPixels,
    facebookEnabled: tr.s2s.facebook.enabled,
    facebookToken: { mode: 'keep' },
    facebookTestCode: tr.s2s.facebook.testEventCode ?? '',
    tiktokEnabled: tr.s2s.tiktok.enabled,
    tiktokToken: { mode: 'keep' },
  };
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.tracking.title')}
      description={t('settings.tracking.hint')}
      schema={schema}
      defaults={defaults}
      toPatch={(v) => {
        const domains = Object.fromEntries(
          v.domains.map((d) => [d.host.trim().toLowerCase(), idsOf(d)]),
        );
        return {
          settings: {
            tracking: {
              // A merge patch: a pixel or a domain taken away is said with null.
              pixels: Object.fromEntries(PIXEL_FIELDS.map((f) => [f, emptyToNull(v.pixels[f])])),
              domains: mergePatchBetween(tr.domains, domains) ?? {},
              clientPixels: v.clientPixels,
              s2s: {
                facebook: withoutUndefined({
                  enabled: v.facebookEnabled,
                  testEventCode: emptyToNull(v.facebookTestCode),
                  accessToken: secretPatchValue(v.facebookToken),
                }),
                tiktok: withoutUndefined({
                  enabled: v.tiktokEnabled,
                  accessToken: secretPatchValue(v.tiktokToken),
                }),
              },
            },
          },
        };
      }}
    >
      {(form) => {
        const e = form.formState.errors;
        return (
          <Stack>
            <Fieldset legend={t('settings.tracking.pixels')}>
              <SimpleGrid cols={3}>
                {PIXEL_FIELDS.map((f) => (
                  <TextInput
                    key={f}
                    label={t(`settings.tracking.pixel.${f}`)}
                    error={e.pixels?.[f]?.message}
                    {...form.register(`pixels.${f}`)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
            <SwitchField
              control={form.control}
              name="clientPixels"
              label={t('settings.tracking.clientPixels')}
              description={t('settings.tracking.clientPixelsHint')}
            />
            <DomainPixels form={form} />
            <Fieldset legend={t('settings.tracking.facebook')}>
              <Stack>
                <SwitchField
                  control={form.control}
                  name="facebookEnabled"
                  label={t('settings.tracking.forward')}
                  description={t('settings.tracking.forwardHint')}
                />
                <SecretDraftField
                  control={form.control}
                  name="facebookToken"
                  label={t('settings.tracking.facebookToken')}
                  isSet={tr.s2s.facebook.accessToken.set}
                />
                <TextInput
                  label={t('settings.tracking.testEventCode')}
                  error={e.facebookTestCode?.message}
                  {...form.register('facebookTestCode')}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend={t('settings.tracking.tiktok')}>
              <Stack>
                <SwitchField
                  control={form.control}
                  name="tiktokEnabled"
                  label={t('settings.tracking.forward')}
                  description={t('settings.tracking.forwardHint')}
                />
                <SecretDraftField
                  control={form.control}
                  name="tiktokToken"
                  label={t('settings.tracking.tiktokToken')}
                  isSet={tr.s2s.tiktok.accessToken.set}
                />
              </Stack>
            </Fieldset>
          </Stack>
        );
      }}
    </SectionForm>
  );
}

/** Pixels of one domain, each replacing the merchant's of the same network there. */
function DomainPixels({ form }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'domains' });
  const errors = form.formState.errors.domains;
  const cell = (index: number, name: 'host' | PixelField, label: string) => (
    <TextInput
      aria-label={`${label} ${index + 1}`}
      size="xs"
      error={errors?.[index]?.[name]?.message}
      {...form.register(`domains.${index}.${name}`)}
    />
  );
  return (
    <Fieldset legend={t('settings.tracking.domains')}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('settings.tracking.host')}</Table.Th>
            {PIXEL_FIELDS.map((f) => (
              <Table.Th key={f} scope="col">
                {t(`settings.tracking.pixel.${f}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <VisuallyHidden>{t('content.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.fields.map((row, index) => (
            <Table.Tr key={row.id}>
              <Table.Td>{cell(index, 'host', t('settings.tracking.host'))}</Table.Td>
              {PIXEL_FIELDS.map((f) => (
                <Table.Td key={f}>{cell(index, f, t(`settings.tracking.pixel.${f}`))}</Table.Td>
              ))}
              <Table.Td w={40}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('settings.tracking.removeDomain', { n: index + 1 })}
                  onClick={() => rows.remove(index)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="xs">
        <Button
          variant="default"
          size="xs"
          onClick={() => rows.append({ host: '', ...pixelsOf({}) })}
        >
          {t('settings.tracking.addDomain')}
        </Button>
      </Group>
    </Fieldset>
  );
}
