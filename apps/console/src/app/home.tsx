import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { QueryState } from '../components/query-state';
import { useMerchants } from '../features/merchants/api/list-merchants';
import type { ConsoleSession } from '../lib/session';
import { navPath, visibleNav } from './navigation';

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
        if (to) return <Navigate to={to} replace />;
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
