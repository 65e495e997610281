import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { csWidgetProviders } from './cs-widgets';
import { openCsEntry, openOutside, type CsOpenable, type CsOpenResult } from './customer-service';
import { openDialog, showToast } from './overlay-store';

/**
 * Opens a customer-service entry (§3) from a click handler: the page in a new window at once, or
 * the vendor widget on the §4 schedule. When the widget never comes up, the page is offered behind
 * a button, because a window opened seconds after the click would be blocked.
 */
export function useOpenCsEntry(): (
  entry: CsOpenable | null,
  fallbackUrl?: string | null,
) => CsOpenResult {
  const { t } = useTranslation();
  return useCallback(
    (entry: CsOpenable | null, fallbackUrl?: string | null) => {
      // Without a usable entry, a plain address the caller knows (the site settings' customer service).
      const fallback = (): CsOpenResult => {
        if (!fallbackUrl) return { kind: 'invalid' };
        openOutside(fallbackUrl);
        return { kind: 'window', url: fallbackUrl };
      };
      if (!entry) return fallback();
      const opened = openCsEntry(entry, {
        openWindow: openOutside,
        providers: csWidgetProviders(),
        onWidgetFailed: (url) =>
          void openDialog({
            tag: 'cs-widget-failed',
            title: t('customer_service'),
            message: t('cs_widget_failed'),
            dismissible: true,
            actions: [
              { label: t('cancel'), variant: 'secondary' },
              {
                label: t('cs_open_page'),
                variant: 'primary',
                runsInClick: true,
                onPress: () => openOutside(url),
              },
            ],
          }),
      });
      const result = opened.kind === 'invalid' ? fallback() : opened;
      if (result.kind === 'invalid') showToast(t('unknown_error'), 'error');
      return result;
    },
    [t],
  );
}
