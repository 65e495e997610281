import {
  Box,
  ColorInput,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import {
  merchantSettingsSchema,
  mobileTemplateSchema,
  themeSchema,
  type Theme,
} from '@member-app/contract/schemas/merchant-settings';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ListField } from '../../../components/form-fields';
import { SwitchField } from '../../../components/switch-field';
import { SectionForm } from './section-form';

const m = mobileTemplateSchema.shape;
const schema = z.object({
  theme: themeSchema,
  pwaTitle: m.pwa.shape.title,
  pwaIcon: m.pwa.shape.icon,
  imageLogo: m.image_logo,
  appleTouchIcon: m.apple_touch_icon,
  appDesc: m.app_desc,
  desktopAppFeature: m.desktop_app_feature,
  imageCDNs: merchantSettingsSchema.shape.imageCDNs,
});
type Values = z.infer<typeof schema>;
const THEME_KEYS = Object.keys(themeSchema.shape) as (keyof Theme)[];

/** The member app's header and a button in the merchant's colours, as the operator types them. */
function ThemeSwatch({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  const theme = useWatch({ control, name: 'theme' });
  return (
    <Box
      aria-label={t('settings.theme.preview')}
      role="img"
      style={{ border: '1px solid #ccc', borderRadius: 8, overflow: 'hidden', width: 260 }}
    >
      <Box p="xs" style={{ background: theme.headerBackground, color: theme.headerText }}>
        <Text size="sm" fw={700}>
          {t('settings.theme.previewHeader')}
        </Text>
      </Box>
      <Stack p="sm" gap="xs" style={{ background: theme.background, color: theme.text }}>
        <Box p="xs" style={{ background: theme.surface, borderRadius: 6 }}>
          <Text size="sm">{t('settings.theme.previewText')}</Text>
          <Text size="xs" style={{ color: theme.mutedText }}>
            {t('settings.theme.previewMuted')}
          </Text>
        </Box>
        <Group gap="xs">
          <Box
            px="sm"
            py={4}
            style={{ background: theme.primary, color: theme.primaryContrast, borderRadius: 6 }}
          >
            <Text size="sm">{t('settings.theme.previewButton')}</Text>
          </Box>
          <Group gap={4}>
            <Box w={14} h={14} style={{ background: theme.accent, borderRadius: 7 }} />
            <Text size="sm">{t('settings.theme.previewAccent')}</Text>
          </Group>
        </Group>
      </Stack>
    </Box>
  );
}

/** §3 Template/PWA parameters: the theme colours (with a live swatch), app name, icons, logo. */
export function ThemeSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const tpl = merchant.settings.mobileTemplate;
  const defaults: Values = {
    theme: tpl.theme,
    pwaTitle: tpl.pwa.title,
    pwaIcon: tpl.pwa.icon,
    imageLogo: tpl.image_logo,
    appleTouchIcon: tpl.apple_touch_icon,
    appDesc: tpl.app_desc,
    desktopAppFeature: tpl.desktop_app_feature,
    imageCDNs: merchant.settings.imageCDNs,
  };
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.theme.title')}
      schema={schema}
      defaults={defaults}
      toPatch={(v) => ({
        settings: {
          mobileTemplate: {
            theme: v.theme,
            pwa: { title: v.pwaTitle, icon: v.pwaIcon },
            image_logo: v.imageLogo,
            apple_touch_icon: v.appleTouchIcon,
            app_desc: v.appDesc,
            desktop_app_feature: v.desktopAppFeature,
          },
          imageCDNs: v.imageCDNs,
        },
      })}
    >
      {(form) => {
        const e = form.formState.errors;
        return (
          <Stack>
            <Group align="flex-start" wrap="nowrap">
              <SimpleGrid cols={3} style={{ flex: 1 }}>
                {THEME_KEYS.map((key) => (
                  <Controller
                    key={key}
                    control={form.control}
                    name={`theme.${key}`}
                    render={({ field }) => (
                      <ColorInput
                        label={t(`settings.theme.colors.${key}`)}
                        format="hex"
                        eyeDropperButtonProps={{
                          'aria-label': t('settings.theme.pickColor', {
                            name: t(`settings.theme.colors.${key}`),
                          }),
                        }}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={e.theme?.[key]?.message}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
              <ThemeSwatch control={form.control} />
            </Group>
            <SimpleGrid cols={2}>
              <TextInput
                label={t('settings.theme.pwaTitle')}
                error={e.pwaTitle?.message}
                {...form.register('pwaTitle')}
              />
              <TextInput
                label={t('settings.theme.pwaIcon')}
                error={e.pwaIcon?.message}
                {...form.register('pwaIcon')}
              />
              <TextInput
                label={t('settings.theme.imageLogo')}
                error={e.imageLogo?.message}
                {...form.register('imageLogo')}
              />
              <TextInput
                label={t('settings.theme.appleTouchIcon')}
                error={e.appleTouchIcon?.message}
                {...form.register('appleTouchIcon')}
              />
            </SimpleGrid>
            <Textarea
              label={t('settings.theme.appDesc')}
              autosize
              minRows={2}
              error={e.appDesc?.message}
              {...form.register('appDesc')}
            />
            <ListField
              control={form.control}
              name="imageCDNs"
              label={t('settings.theme.imageCDNs')}
              description={t('settings.theme.imageCDNsHint')}
            />
            <SwitchField
              control={form.control}
              name="desktopAppFeature"
              label={t('settings.theme.desktopAppFeature')}
              description={t('settings.theme.desktopAppFeatureHint')}
            />
          </Stack>
        );
      }}
    </SectionForm>
  );
}
