import {
  AppShell,
  Button,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatch, useNavigate } from 'react-router';
import { useLogout } from '../features/auth/api/logout';
import { useMerchants } from '../features/merchants/api/list-merchants';
import { MerchantSwitcher } from '../features/merchants/components/merchant-switcher';
import { changeLanguage, currentLanguage, type ConsoleLanguage } from '../lib/i18n';
import type { ConsoleSession } from '../lib/session';
import { lastMerchant, rememberMerchant } from '../lib/current-merchant';
import { NAV_GROUPS, navPath, visibleNav } from './navigation';
import { ScreenSuspense } from './screen-loading';

/**
 * The frame of every screen: the merchant switcher and the operator's menu on top, the screens the
 * operator's role allows on the side.
 */
export function Shell({ session }: { session: ConsoleSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const match = useMatch('/merchants/:code/*');
  const merchants = useMerchants();
  // Outside a merchant's screens: the one last worked on in this tab, else the first one, so the
  // merchant's screens stay in the navigation (a screen opened by its address, or chosen before
  // the start screen had opened the first merchant).
  const merchantCode =
    match?.params.code ?? lastMerchant() ?? merchants.data?.items[0]?.code ?? null;
  useEffect(() => {
    if (match?.params.code) rememberMerchant(match.params.code);
  }, [match?.params.code]);
  const items = visibleNav(session.operator.role);

  const switchMerchant = (code: string) => {
    const rest = match?.params['*'] || 'dashboard';
    void navigate(
      `/merchants/${encodeURIComponent(code)}/${rest.split('/').slice(0, 2).join('/')}`,
    );
  };

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 220, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Title order={2} size="h4">
              {t('shell.title')}
            </Title>
            <MerchantSwitcher value={merchantCode} onChange={switchMerchant} />
          </Group>
          <Group>
            <SegmentedControl<ConsoleLanguage>
              aria-label={t('shell.language')}
              size="xs"
              value={currentLanguage()}
              onChange={(lng) => void changeLanguage(lng)}
              data={[
                { value: 'en', label: 'English' },
                { value: 'zh', label: '中文' },
              ]}
            />
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default">
                  {session.operator.username} · {t(`roles.${session.operator.role}`)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to="/account">
                  {t('shell.account')}
                </Menu.Item>
                <Menu.Item color="red" onClick={logout}>
                  {t('shell.logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('shell.navigation')}>
        <ScrollArea>
          {NAV_GROUPS.map((group) => {
            const inGroup = items.filter((item) => item.group === group);
            if (inGroup.length === 0) return null;
            return (
              <Stack key={group} gap={0} mb="sm">
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
                  {t(`nav.groups.${group}`)}
                </Text>
                {inGroup.map((item) => {
                  const to = navPath(item, merchantCode);
                  const label =
                    item.group === 'content'
                      ? t(`content.types.${item.key}` as 'content.types.banners')
                      : t(`nav.${item.key}` as 'nav.settings');
                  if (!to) return null;
                  return (
                    <NavLink
                      key={item.key}
                      component={Link}
                      to={to}
                      label={label}
                      variant="filled"
                      active={
                        item.perMerchant
                          ? location.pathname.startsWith(to)
                          : location.pathname === to
                      }
                    />
                  );
                })}
              </Stack>
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </AppShell.Main>
    </AppShell>
  );
}
