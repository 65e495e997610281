import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';
import { openDialog } from '../lib/overlay-store';
import { useSiteSettings } from '../lib/site-settings';
import { decideStatusFailure, decideSystemScreen } from '../features/system/rules';
import { applyTheme } from '../features/system/theme';
import { MaintenanceScreen } from '../features/system/components/maintenance-screen';
import { AccessDeniedScreen } from '../features/system/components/access-denied-screen';
import { DomainModal } from '../features/domain/components/domain-modal';
import { useCustomerServiceEntries } from '../features/support/api/chat';
import { useOpenCsEntry } from '../lib/use-customer-service';

/**
 * Drives the shell from GET /wps/system/status (issue 2): maintenance and access-denied screens
 * replace the app (§2 screens 1, 2); a failed status call is handled as §8 says.
 */
export function SystemStatus({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSiteSettings();
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const noticedError = useRef<unknown>(null);
  const failure = status.error
    ? decideStatusFailure({
        errorCode: isApiError(status.error) ? status.error.code : null,
        message: status.error.message,
        protocol: window.location.protocol,
      })
    : null;

  useEffect(() => {
    if (status.data) applyTheme(status.data.mobileTemplate.theme);
  }, [status.data]);

  // §8 notice dialog for a failed status call (the domain case renders the modal below).
  useEffect(() => {
    if (!failure || failure.type !== 'notice' || noticedError.current === status.error) return;
    noticedError.current = status.error;
    openDialog({
      tag: 'status-failure',
      title: t('notice'),
      message: failure.message,
      dismissible: true,
      actions: [{ label: t('confirm'), variant: 'primary' }],
    });
  }, [failure, status.error, t]);

  const screen = decideSystemScreen(status.data);
  // §2 screens 1 and 2 "contact-us button that opens customer service": the merchant's entry for
  // these screens (§3, label-filtered §6), fetched as soon as a screen shows so that the click can
  // open it at once; until it is there, or when there is none, the site settings' address.
  const entries = useCustomerServiceEntries(screen !== null, 'MAINTENANCE');
  const openCsEntry = useOpenCsEntry();
  const entry = entries.data?.entries[0] ?? null;
  const fallbackUrl = status.data?.customerService ?? null;
  const contact = () => void openCsEntry(entry, fallbackUrl);
  const canContact = !!entry || !!fallbackUrl;
  return (
    <>
      {screen === 'maintenance' && status.data ? (
        <MaintenanceScreen settings={status.data} onContact={contact} canContact={canContact} />
      ) : screen === 'restricted' && status.data ? (
        <AccessDeniedScreen ip={status.data.ip} onContact={contact} canContact={canContact} />
      ) : (
        children
      )}
      {failure?.type === 'domain' && dismissedError !== status.error ? (
        <DomainModal message={failure.message} onClose={() => setDismissedError(status.error)} />
      ) : null}
    </>
  );
}
