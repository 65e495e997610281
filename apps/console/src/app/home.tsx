import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { QueryState } from '../components/query-state';
import { useMerchants } from '../features/merchants/api/list-merchants';
import type { ConsoleSession } from '../lib/session';
import { navPath, visibleNav } from './navigation';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * Sends the operator on to their first screen, unless they already went elsewhere. The router
 * renders a navigation as a transition but moves the address bar at once: when the merchants
 * arrive while a link the operator clicked is still rendering, this screen is still mounted, and
 * redirecting then would throw the operator off the screen they chose. The address bar says
 * whether they are still on the start screen.
 */
function StartRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const start = useHref('/');
  useEffect(() => {
    if (withoutTrailingSlash(window.location.pathname) === withoutTrailingSlash(start))
      void navigate(to, { replace: true });
  }, [navigate, start, to]);
  return null;
}

/** The start screen: the first screen the role allows, on the operator's first merchant. */
export function Home({ session }: { session: ConsoleSession }) {
  const { t } = useTranslation();
  const merchants = useMerchants();
  return (
    <QueryState query={merchants}>
      {(page) => {
        const first = page.items[0]?.code ?? null;
        const item = visibleNav(session.operator.role).find((i) => navPath(i, first));
        const to = item && navPath(item, first);
        if (to) return <StartRedirect to={to} />;
        return (
          <Stack>
            <Title order={1} size="h2">
              {t('home.title', { name: session.operator.username })}
            </Title>
            <Text>{first ? t('home.nothing') : t('home.noMerchant')}</Text>
          </Stack>
        );
      }}
    </QueryState>
  );
}
