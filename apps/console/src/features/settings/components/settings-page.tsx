import { Stack, Tabs, Title } from '@mantine/core';
import {
  hasRight,
  type OperatorRight,
  type OperatorRole,
} from '@member-app/contract/rules/operators';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useMerchant } from '../api/get-merchant';
import { CaptchaSection, DomainsSection } from './access-section';
import { DownloadPromptSection } from './download-prompt-section';
import { DownloadsSection } from './downloads-section';
import { GeneralSection } from './general-section';
import { MaintenanceSection } from './maintenance-section';
import { RegionSection, SecuritySection } from './access-rules-section';
import { PushSection } from './push-section';
import { SeoSection } from './seo-section';
import { SmsSection } from './sms-section';
import { ThemeSection } from './theme-section';
import { TrackingSection } from './tracking-section';
import { WhitelabelSection } from './whitelabel-section';

/** The sections in order, each with its form and the right that may save it. */
const SECTIONS = [
  { key: 'general', right: 'merchants.manage', Form: GeneralSection },
  { key: 'theme', right: 'merchants.manage', Form: ThemeSection },
  { key: 'maintenance', right: 'merchants.manage', Form: MaintenanceSection },
  { key: 'whitelabel', right: 'merchants.manage', Form: WhitelabelSection },
  { key: 'domains', right: 'merchants.manage', Form: DomainsSection },
  { key: 'seo', right: 'settings.seo', Form: SeoSection },
  { key: 'region', right: 'merchants.manage', Form: RegionSection },
  { key: 'security', right: 'merchants.manage', Form: SecuritySection },
  { key: 'captcha', right: 'merchants.manage', Form: CaptchaSection },
  { key: 'sms', right: 'merchants.manage', Form: SmsSection },
  { key: 'push', right: 'merchants.manage', Form: PushSection },
  { key: 'tracking', right: 'merchants.manage', Form: TrackingSection },
  { key: 'downloads', right: 'merchants.manage', Form: DownloadsSection },
  { key: 'downloadPrompt', right: 'merchants.manage', Form: DownloadPromptSection },
] as const satisfies readonly {
  key: string;
  right: OperatorRight;
  Form: ComponentType<{ merchant: MerchantView }>;
}[];

/** The merchant's settings, one tab per section of the settings document. */
export function SettingsPage({ role }: { role: OperatorRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '', section } = useParams();
  const allowed = SECTIONS.filter((s) => hasRight(role, s.right));
  const current = allowed.find((s) => s.key === section) ?? allowed[0];
  const merchant = useMerchant(code);
  if (!current) return null;
  const Section = current.Form;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <Tabs
        value={current.key}
        onChange={(value) => value && void navigate(`/merchants/${code}/settings/${value}`)}
      >
        <Tabs.List>
          {allowed.map((s) => (
            <Tabs.Tab key={s.key} value={s.key}>
              {t(`settings.sections.${s.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState query={merchant}>
        {/* Keyed by section only: a save keeps its form mounted to confirm it; each section
            sends only its own part, with the newest version. */}
        {(m) => <Section key={current.key} merchant={m} />}
      </QueryState>
    </Stack>
  );
}
