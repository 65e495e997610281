import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { MemberDetail } from '@member-app/contract/schemas/admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { useMember } from '../api/get-member';
import { MemberAccess } from './member-access';
import { MemberStatisticsForm, MemberTypeForm } from './member-forms';
import { useMemberTypeOptions, type VipLabelOption } from './member-type';
import { ListTable } from '../../../components/list-table';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={180}>
              {label}
            </Table.Th>
            <Table.Td>{value ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function List<T>({
  caption,
  empty,
  head,
  items,
  row,
}: {
  caption: string;
  empty: string;
  head: string[];
  items: T[];
  row: (item: T) => ReactNode[];
}) {
  return (
    <ListTable
      hover={false}
      caption={caption}
      head={head}
      empty={items.length === 0 ? empty : undefined}
    >
      <Table.Tbody>
        {items.map((item, i) => (
          <Table.Tr key={i}>
            {row(item).map((cell, j) => (
              <Table.Td key={j}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

function MemberView({
  code,
  member: m,
  labels,
  canWrite,
}: {
  code: string;
  member: MemberDetail;
  labels: VipLabelOption[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const types = useMemberTypeOptions();
  const yes = (v: boolean) => (v ? t('members.yes') : t('members.no'));
  const mobile = m.mobileNum
    ? `${m.countryDialingCode ? `+${m.countryDialingCode} ` : ''}${m.mobileNum}`
    : null;
  return (
    <Stack>
      <Group>
        <Title order={1} size="h2">
          {m.userName}
        </Title>
        <Badge color="gray.7">{types.find((o) => o.value === String(m.type))?.label}</Badge>
        {m.clubLabel && <Badge color="grape.9">{m.clubLabel.name}</Badge>}
        {m.locked ? (
          <Badge color="red.8">{t('members.locked')}</Badge>
        ) : (
          <Badge color="teal.9">{t('members.active')}</Badge>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="md" style={{ alignItems: 'start' }}>
        <Stack>
          <Section title={t('members.profile')}>
            <Facts
              rows={[
                [t('members.id'), m.id],
                [t('members.username'), m.userName],
                [t('members.payeeName'), m.payeeName],
                [t('members.mobile'), mobile],
                [t('members.email'), m.email],
                [t('members.language'), m.language],
                [t('members.registered'), formatDateTime(m.regDate)],
                [
                  t('members.lastLogin'),
                  m.lastLogin
                    ? t('members.lastLoginAt', {
                        at: formatDateTime(m.lastLogin.at),
                        ip: m.lastLogin.ip ?? '—',
                        device: m.lastLogin.deviceId ?? '—',
                      })
                    : null,
                ],
                [
                  t('members.secondFactors'),
                  m.secondFactors.length
                    ? m.secondFactors.map((f) => t(`members.factors.${f}`, f)).join(', ')
                    : t('members.none2fa'),
                ],
                [t('members.mustChange'), yes(m.mustChangePassword)],
                [
                  t('members.lockState'),
                  m.locked
                    ? t('members.lockedSince', {
                        at: formatDateTime(m.lockedAt),
                        reason: m.lockReason ?? '—',
                      })
                    : t('members.notLocked'),
                ],
              ]}
            />
          </Section>
          <Section title={t('members.identities')}>
            <List
              caption={t('members.identitiesCaption', { count: m.identities.length })}
              empty={t('members.noIdentity')}
              head={[
                t('members.issuer'),
                t('members.method'),
                t('members.email'),
                t('members.mobile'),
                t('members.boundAt'),
              ]}
              items={m.identities}
              row={(i) => [
                i.issuer,
                i.method,
                i.email ?? '—',
                i.phone ?? '—',
                formatDateTime(i.createdAt),
              ]}
            />
          </Section>
        </Stack>
        <Stack>
          {canWrite && (
            <>
              <Section title={t('members.typeAndLabel')}>
                <MemberTypeForm code={code} member={m} labels={labels} />
              </Section>
              <Section title={t('members.access')}>
                <MemberAccess code={code} member={m} />
              </Section>
              <Section title={t('members.statistics')}>
                <MemberStatisticsForm code={code} member={m} />
              </Section>
            </>
          )}
        </Stack>
      </SimpleGrid>
      <Section title={t('members.sessions')}>
        <List
          caption={t('members.sessionsCaption', { count: m.sessions.length })}
          empty={t('members.noSession')}
          head={[
            t('members.session'),
            t('members.ip'),
            t('members.device'),
            t('members.since'),
            t('members.until'),
          ]}
          items={m.sessions}
          row={(s) => [
            s.id,
            s.ip,
            s.device ?? '—',
            formatDateTime(s.createdAt),
            formatDateTime(s.expiresAt),
          ]}
        />
      </Section>
    </Stack>
  );
}

/** One member: profile, identities and sessions, and what support can change. */
export function MemberPage({ labels, canWrite }: { labels: VipLabelOption[]; canWrite: boolean }) {
  const { t } = useTranslation();
  const { code = '', id } = useParams();
  const member = useMember(code, Number(id));
  return (
    <Stack>
      <Anchor
        component={Link}
        to={`/merchants/${encodeURIComponent(code)}/members`}
        w="fit-content"
      >
        {t('members.back')}
      </Anchor>
      <QueryState query={member}>
        {(m) => <MemberView code={code} member={m} labels={labels} canWrite={canWrite} />}
      </QueryState>
    </Stack>
  );
}
