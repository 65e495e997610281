import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows when it fails to open (its code could not be loaded, or it threw while
 * drawing), inside the console's frame so the navigation stays. A missing file after a release has
 * already reloaded the tab once (lib/stale-code.ts); this is what a second miss leaves.
 */
export function ScreenError() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h3">
        {t('errors.screenFailed')}
      </Title>
      <Alert color="red" role="alert">
        {t('errors.screenFailedHint')}
      </Alert>
      <div>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </div>
    </Stack>
  );
}
