import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONTENT_SETTINGS_SCHEMAS } from '@member-app/contract/schemas/admin-content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { useSettingsDoc } from '../api/get-settings-doc';
import { useSaveSettingsDoc } from '../api/save-settings-doc';
import { uploadImage } from '../api/upload-image';
import { settingsDocSpec, starterDoc, type SettingsDocSpec } from '../content-settings';
import { SchemaForm } from './schema-form';

function DocEditor({
  spec,
  code,
  stored,
  currency,
}: {
  spec: SettingsDocSpec;
  code: string;
  stored: Record<string, unknown> | null;
  currency: string;
}) {
  const { t } = useTranslation();
  const save = useSaveSettingsDoc(code, spec.doc);
  // Undoing the changes starts the form again from what is stored (or the starting form).
  const [round, setRound] = useState(0);
  return (
    <Paper withBorder p="lg">
      <Stack>
        {stored === null && (
          <Alert color="blue" title={t('content.settingsDoc.notSet')}>
            {t(`content.settingsDoc.notSetText.${spec.doc}`)}
          </Alert>
        )}
        {save.error && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, t)}
          </Alert>
        )}
        <SchemaForm
          key={round}
          fields={spec.fields}
          schema={CONTENT_SETTINGS_SCHEMAS[spec.doc] as z.ZodType<Record<string, unknown>>}
          item={stored ?? starterDoc(spec.doc, currency)}
          hints={spec.hints}
          labels={spec.labels}
          upload={(file) => uploadImage(code, file)}
          pending={save.isPending}
          cancelLabel={t('content.settingsDoc.cancel')}
          onCancel={() => {
            save.reset();
            setRound((n) => n + 1);
          }}
          onSubmit={(body) =>
            save.mutate(body, {
              onSuccess: () => notifications.show({ color: 'green', message: t('content.saved') }),
            })
          }
        />
      </Stack>
    </Paper>
  );
}

/**
 * One settings document of the merchant (`content/settings/:doc`): the referral program, deposit or
 * withdrawal settings, null until set (then the form starts from `starterDoc`), replaced whole.
 */
export function SettingsDocPage({ currency }: { currency: string | undefined }) {
  const { t } = useTranslation();
  const { code = '', doc } = useParams();
  const spec = settingsDocSpec(doc);
  const stored = useSettingsDoc(code, spec?.doc ?? 'referral');
  if (!spec) return <Alert color="yellow">{t('errors.pageNotFound')}</Alert>;
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t(`content.types.${spec.doc}`)}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`content.settingsDoc.intro.${spec.doc}`)}
        </Text>
      </div>
      <QueryState query={stored}>
        {(value) => (
          // Again from the stored document once saved, and from the merchant's currency once known.
          <DocEditor
            key={`${spec.doc}:${currency ?? ''}:${JSON.stringify(value)}`}
            spec={spec}
            code={code}
            stored={value}
            currency={currency ?? ''}
          />
        )}
      </QueryState>
    </Stack>
  );
}
