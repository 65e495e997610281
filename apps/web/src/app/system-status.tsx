import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';
import { openDialog } from '../lib/overlay-store';
import { useSiteSettings } from '../lib/site-settings';
import { decideStatusFailure, decideSystemScreen } from '../features/system/rules';
import { applyTheme } from '../features/system/theme';
import { Spinner } from '../components/spinner';

const SystemScreen = lazy(() => import('./system-screen'));
// Only when the status call says the domain is not available (§8).
const DomainModal = lazy(() =>
  import('../features/domain/components/domain-modal').then((m) => ({ default: m.DomainModal })),
);

/**
 * Drives the shell from GET /wps/system/status: maintenance and access-denied screens
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
  return (
    <>
      {screen && status.data ? (
        <Suspense
          fallback={
            <div className="app__page-loading">
              <Spinner label={t('please_wait')} />
            </div>
          }
        >
          <SystemScreen screen={screen} settings={status.data} />
        </Suspense>
      ) : (
        children
      )}
      {failure?.type === 'domain' && dismissedError !== status.error ? (
        <Suspense fallback={null}>
          <DomainModal message={failure.message} onClose={() => setDismissedError(status.error)} />
        </Suspense>
      ) : null}
    </>
  );
}
