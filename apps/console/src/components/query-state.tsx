import { Alert, Center, Loader, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';

/** A query's loading and error states, or its content once it has data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, t)}
      </Alert>
    );
  // The spinner is a plain element (a label on it is not allowed); a status region says it.
  return (
    <Center p="xl" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
