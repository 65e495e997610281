import { ColorInput, Fieldset, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import {
  downloadPromptConfigSchema,
  type DownloadPromptConfig,
} from '@member-app/contract/schemas/download-prompt';
import {
  DOWNLOAD_PROMPT_COUNT_TRIGGERS,
  DOWNLOAD_PROMPT_FLAG_TRIGGERS,
  DOWNLOAD_PROMPT_MODES,
  DOWNLOAD_PROMPT_THEMES,
} from '@member-app/contract/rules/download-prompt';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ListField, NumberField, SelectField } from '../../../components/form-fields';
import { SwitchField } from '../../../components/switch-field';
import { SectionForm } from './section-form';

type Values = DownloadPromptConfig;
type Setting = Exclude<keyof Values, 'download_condition_switch'>;

/** The triggers that are only on or off (§4 "Triggers"). */
const FLAGS = DOWNLOAD_PROMPT_FLAG_TRIGGERS;
/** The triggers with a threshold: counts reached or below, days since registration. */
const COUNTS = [
  ...DOWNLOAD_PROMPT_COUNT_TRIGGERS,
  'reg_days',
  'reg_days_forced',
  'in_game_popup_interval',
] as const;
const COLOURS = ['background', 'text', 'primary', 'primaryContrast'] as const;
const CUSTOM = 'custom' as const;

/**
 * One setting of the prompt: its switch (`enabled`) beside what it carries (`value`), the row every
 * setting of the download-prompt config is made of.
 */
function SettingRow({
  control,
  name,
  children,
}: {
  control: Control<Values>;
  name: Setting;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <div style={{ width: 300, flexShrink: 0 }}>
        <SwitchField
          control={control}
          name={`${name}.enabled` as FieldPath<Values>}
          label={t(`settings.downloadPrompt.settings.${name}`)}
          description={t(`settings.downloadPrompt.settings.${name}Hint`)}
        />
      </div>
      {children && <div style={{ flex: 1 }}>{children}</div>}
    </Group>
  );
}

/** The prompt's colours: a preset, or four colours of its own. */
function ThemeValue({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="theme.value"
      render={({ field, fieldState }) => {
        const value = field.value;
        const custom = typeof value === 'object';
        return (
          <Stack gap="xs">
            <Select
              label={t('settings.downloadPrompt.themeKind')}
              data={[...DOWNLOAD_PROMPT_THEMES, CUSTOM].map((v) => ({
                value: v,
                label: t(`settings.downloadPrompt.theme.${v}`),
              }))}
              value={custom ? CUSTOM : value}
              allowDeselect={false}
              onChange={(v) =>
                field.onChange(
                  v === CUSTOM
                    ? {
                        background: '#ffffff',
                        text: '#1a1a1a',
                        primary: '#1c7ed6',
                        primaryContrast: '#ffffff',
                      }
                    : v,
                )
              }
              error={fieldState.error?.message}
            />
            {custom && (
              <SimpleGrid cols={4}>
                {COLOURS.map((c) => (
                  <ColorInput
                    key={c}
                    label={t(`settings.downloadPrompt.colour.${c}`)}
                    format="hex"
                    eyeDropperButtonProps={{
                      'aria-label': t('settings.theme.pickColor', {
                        name: t(`settings.downloadPrompt.colour.${c}`),
                      }),
                    }}
                    value={value[c]}
                    onChange={(hex) => field.onChange({ ...value, [c]: hex })}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        );
      }}
    />
  );
}

/**
 * §3 download-prompt config (§2 screen 7, §4 "Download prompt"): the master switch, how the
 * prompt looks, and each trigger with its threshold; validated with the contract's schema.
 */
export function DownloadPromptSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.downloadPrompt.title')}
      description={t('settings.downloadPrompt.hint')}
      schema={downloadPromptConfigSchema}
      defaults={merchant.settings.downloadPrompt}
      toPatch={(v) => ({ settings: { downloadPrompt: v } })}
    >
      {(form) => {
        const control = form.control;
        const e = form.formState.errors;
        return (
          <Stack>
            <SwitchField
              control={control}
              name="download_condition_switch.enabled"
              label={t('settings.downloadPrompt.master')}
              description={t('settings.downloadPrompt.masterHint')}
            />
            <Fieldset legend={t('settings.downloadPrompt.looks')}>
              <Stack>
                <SettingRow control={control} name="bottom_app_bar_mode">
                  <SelectField
                    control={control}
                    name="bottom_app_bar_mode.value"
                    label={t('settings.downloadPrompt.mode')}
                    data={DOWNLOAD_PROMPT_MODES.map((m) => ({
                      value: m,
                      label: t(`settings.downloadPrompt.modes.${m}`),
                    }))}
                  />
                </SettingRow>
                <SettingRow control={control} name="app_desc">
                  <Textarea
                    label={t('settings.downloadPrompt.text')}
                    autosize
                    minRows={2}
                    error={e.app_desc?.value?.message}
                    {...form.register('app_desc.value')}
                  />
                </SettingRow>
                <SettingRow control={control} name="theme">
                  <ThemeValue control={control} />
                </SettingRow>
              </Stack>
            </Fieldset>
            <Fieldset legend={t('settings.downloadPrompt.triggers')}>
              <Stack>
                {FLAGS.map((name) => (
                  <SettingRow key={name} control={control} name={name} />
                ))}
                {COUNTS.map((name) => (
                  <SettingRow key={name} control={control} name={name}>
                    <NumberField
                      control={control}
                      name={`${name}.value`}
                      label={t(`settings.downloadPrompt.settings.${name}Value`)}
                    />
                  </SettingRow>
                ))}
              </Stack>
            </Fieldset>
            <Fieldset legend={t('settings.downloadPrompt.domainsTitle')}>
              <Stack>
                <SettingRow control={control} name="domains_switch">
                  <SelectField
                    control={control}
                    name="domains_switch.value"
                    label={t('settings.downloadPrompt.domainsRule')}
                    data={(['1', '2', '3'] as const).map((v) => ({
                      value: v,
                      label: t(`settings.downloadPrompt.domainsRules.${v}`),
                    }))}
                  />
                </SettingRow>
                <SettingRow control={control} name="domains">
                  <ListField
                    control={control}
                    name="domains.value"
                    label={t('settings.downloadPrompt.domainList')}
                  />
                </SettingRow>
              </Stack>
            </Fieldset>
          </Stack>
        );
      }}
    </SectionForm>
  );
}
