import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/format';
import { useDeleteContent } from '../api/delete-content';
import { useContentList } from '../api/list-content';
import { useOrderContent } from '../api/order-content';
import { useToggleContent } from '../api/save-content';
import type { ContentItem } from '../api/content-path';
import { contentSpec, type ContentTypeSpec } from '../content-types';
import { dropInOrder, moveInOrder } from '../rules';
import { ListTable } from '../../../components/list-table';

function Cell({ spec, name, item }: { spec: ContentTypeSpec; name: string; item: ContentItem }) {
  const { t } = useTranslation();
  const value = item[name];
  const field = spec.fields.find((f) => f.name === name);
  if (field?.kind === 'image')
    return typeof value === 'string' && value ? (
      <Image src={value} alt="" h={36} w={72} fit="contain" />
    ) : null;
  if (field?.kind === 'datetime')
    return <>{typeof value === 'number' ? formatDateTime(value) : t('content.always')}</>;
  if (typeof value === 'boolean') return <>{value ? '✓' : '—'}</>;
  if (typeof value !== 'string' && typeof value !== 'number') return <Text c="dimmed">—</Text>;
  if (value === '') return <Text c="dimmed">—</Text>;
  const label =
    field?.options && typeof value === 'string'
      ? t(`content.options.${name}.${value}` as 'content.fields.title', value)
      : String(value);
  return <>{label}</>;
}

function ItemRows({
  spec,
  code,
  items,
}: {
  spec: ContentTypeSpec;
  code: string;
  items: ContentItem[];
}) {
  const { t } = useTranslation();
  const order = useOrderContent(code, spec.type);
  const toggle = useToggleContent(code, spec.type);
  const remove = useDeleteContent(code, spec.type);
  // While a new order is saved, the rows show it already.
  const [pending, setPending] = useState<number[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const byId = new Map(items.map((i) => [i.id, i]));
  const ids = pending && pending.length === items.length ? pending : items.map((i) => i.id);
  const reorder = (next: number[]) => {
    setPending(next);
    order.mutate(next, { onSettled: () => setPending(null) });
  };
  return (
    <Table.Tbody>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('content.confirmTitle')}
      >
        <Stack>
          <Text>{deleting && t('content.confirmDelete', { title: deleting.title })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
              }
            >
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {ids.map((id, index) => {
        const item = byId.get(id);
        if (!item) return null;
        const named = item[spec.titleField];
        const title = typeof named === 'string' ? named : String(id);
        return (
          <Table.Tr
            key={id}
            draggable
            onDragStart={() => setDragged(id)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragged !== null && dragged !== id) reorder(dropInOrder(ids, dragged, id));
              setDragged(null);
            }}
            style={{ cursor: 'grab', opacity: dragged === id ? 0.5 : 1 }}
          >
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('content.moveUp', { title })}
                  disabled={index === 0}
                  onClick={() => reorder(moveInOrder(ids, id, -1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('content.moveDown', { title })}
                  disabled={index === ids.length - 1}
                  onClick={() => reorder(moveInOrder(ids, id, 1))}
                >
                  ↓
                </ActionIcon>
              </Group>
            </Table.Td>
            {spec.columns.map((name) => (
              <Table.Td key={name}>
                <Cell spec={spec} name={name} item={item} />
              </Table.Td>
            ))}
            <Table.Td>
              <Switch
                aria-label={t('content.enabledFor', { title })}
                checked={item.enabled}
                onChange={(e) => toggle.mutate({ id, enabled: e.currentTarget.checked })}
              />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={String(id)}
                  aria-label={t('content.editItem', { title })}
                >
                  {t('common.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('content.deleteItem', { title })}
                  onClick={() => setDeleting({ id, title })}
                >
                  {t('common.delete')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </Table.Tbody>
  );
}

/** A content type's items in display order: filter, reorder, show or hide, edit, delete. */
export function ContentListPage() {
  const { t } = useTranslation();
  const { code = '', type } = useParams();
  const [params, setParams] = useSearchParams();
  const spec = contentSpec(type);
  const group = params.get('group') ?? undefined;
  const list = useContentList(code, spec?.type ?? 'banners', { page: 1, size: 100, group });
  if (!spec) return <Alert color="yellow">{t('errors.pageNotFound')}</Alert>;
  const typeName = t(`content.types.${spec.type}` as 'content.types.banners');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {typeName}
        </Title>
        <Button component={Link} to="new">
          {t('content.add')}
        </Button>
      </Group>
      {spec.filter && (
        <SegmentedControl
          aria-label={t(`content.fields.${spec.filter.field}` as 'content.fields.title')}
          value={group ?? ''}
          onChange={(v) => setParams(v ? { group: v } : {})}
          data={[
            { value: '', label: t('content.all') },
            ...spec.filter.values.map((v) => ({
              value: v,
              label: t(`content.options.${spec.filter!.field}.${v}` as 'content.fields.title', v),
            })),
          ]}
        />
      )}
      <QueryState query={list}>
        {(page) => (
          <ListTable
            caption={t('content.caption', { count: page.total })}
            head={[
              t('content.order'),
              ...spec.columns.map((name) =>
                t(`content.fields.${name}` as 'content.fields.title', name),
              ),
              t('content.enabled'),
              t('content.actions'),
            ]}
            empty={page.items.length === 0 ? t('content.none') : undefined}
          >
            <ItemRows spec={spec} code={code} items={page.items} />
          </ListTable>
        )}
      </QueryState>
    </Stack>
  );
}
