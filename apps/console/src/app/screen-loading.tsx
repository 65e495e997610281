import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A screen's code that comes quicker than this shows no spinner at all (no flash). */
const SPINNER_DELAY_MS = 400;

/** Nothing at first; a spinner, said by a status region, once the screen's code is slow to come. */
function ScreenLoading() {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The spinner is a plain element (a label on it is not allowed); the status region says it.
  return (
    <Center p="xl" role="status" mih={200}>
      {slow && (
        <>
          <Loader aria-hidden="true" />
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        </>
      )}
    </Center>
  );
}

/** Where a lazily loaded screen (router.tsx) waits for its code on a first load. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
}
