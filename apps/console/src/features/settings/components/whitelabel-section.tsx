import { SimpleGrid } from '@mantine/core';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '@member-app/contract/constants';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/switch-field';
import { SectionForm } from './section-form';

const schema = z.object(
  Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    WhitelabelFlag,
    z.ZodBoolean
  >,
);
type Values = z.infer<typeof schema>;

/** §6 whitelabel flags: each a switch with what it does for the players. */
export function WhitelabelSection({ merchant }: { merchant: MerchantView }) {
  const { t } = useTranslation();
  const defaults = Object.fromEntries(
    WHITELABEL_FLAGS.map((flag) => [flag, merchant.settings.whitelabelVal[flag] ?? false]),
  ) as Values;
  return (
    <SectionForm
      merchant={merchant}
      title={t('settings.whitelabel.title')}
      description={t('settings.whitelabel.hint')}
      schema={schema}
      defaults={defaults}
      toPatch={(v) => ({ settings: { whitelabelVal: v } })}
    >
      {(form) => (
        <SimpleGrid cols={2}>
          {WHITELABEL_FLAGS.map((flag) => (
            <SwitchField
              key={flag}
              control={form.control}
              name={flag}
              label={flag}
              description={t(`settings.whitelabel.flags.${flag}`)}
            />
          ))}
        </SimpleGrid>
      )}
    </SectionForm>
  );
}
