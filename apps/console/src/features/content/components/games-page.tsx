import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GAME_CATEGORIES } from '@member-app/contract/rules/games';
import {
  gameCatalogueInputSchema,
  type CatalogueCategory,
  type CatalogueGame,
  type CatalogueVendor,
  type GameCatalogue,
} from '@member-app/contract/schemas/admin-games';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';
import { useGameCatalogue, useSaveGameCatalogue } from '../api/game-catalogue';
import { uploadImage } from '../api/upload-image';
import { gameKey, lanesOf, orderLanes, putGame, type Lane } from '../catalogue-rules';
import { moveInOrder } from '../rules';
import { GameForm, LaneForm, VendorForm, type FormTarget } from './catalogue-forms';
import { GameLanesEditor } from './game-lanes-editor';
import { createDraftFeed, PhonePreview } from './phone-preview';
import { ListTable } from '../../../components/list-table';

/** Where an issue of the catalogue schema is, in words an operator can find. */
function issuePlace(catalogue: GameCatalogue, path: readonly PropertyKey[]): string {
  const [list, index] = path;
  if (list === 'games' && typeof index === 'number') return catalogue.games[index]?.name ?? '';
  if (list === 'vendors' && typeof index === 'number') return catalogue.vendors[index]?.code ?? '';
  if (list === 'categories' && typeof index === 'number')
    return catalogue.categories[index]?.name ?? '';
  return '';
}

function VendorsTable({
  catalogue,
  onChange,
  onEdit,
}: {
  catalogue: GameCatalogue;
  onChange: (next: GameCatalogue) => void;
  onEdit: (vendor: CatalogueVendor) => void;
}) {
  const { t } = useTranslation();
  const vendors = [...catalogue.vendors].sort((a, b) => a.sortOrder - b.sortOrder);
  const codes = vendors.map((v) => v.code);
  const reorder = (next: string[]) =>
    onChange({
      ...catalogue,
      vendors: catalogue.vendors.map((v) => ({ ...v, sortOrder: next.indexOf(v.code) + 1 })),
    });
  return (
    <ListTable
      caption={t('games.vendorsCaption', { count: vendors.length })}
      head={[
        t('content.order'),
        t('content.fields.logo'),
        t('content.fields.code'),
        t('content.fields.name'),
        t('content.enabled'),
        t('content.actions'),
      ]}
    >
      <Table.Tbody>
        {vendors.map((v, index) => (
          <Table.Tr key={v.code}>
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('content.moveUp', { title: v.name })}
                  disabled={index === 0}
                  onClick={() => reorder(moveInOrder(codes, v.code, -1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('content.moveDown', { title: v.name })}
                  disabled={index === vendors.length - 1}
                  onClick={() => reorder(moveInOrder(codes, v.code, 1))}
                >
                  ↓
                </ActionIcon>
              </Group>
            </Table.Td>
            <Table.Td>
              {v.logo && <Image src={v.logo} alt="" h={28} w={56} fit="contain" />}
            </Table.Td>
            <Table.Td>{v.code}</Table.Td>
            <Table.Td>{v.name}</Table.Td>
            <Table.Td>
              <Switch
                aria-label={t('content.enabledFor', { title: v.name })}
                checked={v.enabled}
                onChange={(e) => {
                  const enabled = e.currentTarget.checked;
                  onChange({
                    ...catalogue,
                    vendors: catalogue.vendors.map((x) =>
                      x.code === v.code ? { ...x, enabled } : x,
                    ),
                  });
                }}
              />
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="default"
                aria-label={t('content.editItem', { title: v.name })}
                onClick={() => onEdit(v)}
              >
                {t('common.edit')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

function CatalogueEditor({ code, stored }: { code: string; stored: GameCatalogue }) {
  const { t } = useTranslation();
  const save = useSaveGameCatalogue(code);
  const [draft, setDraft] = useState(stored);
  const [dirty, setDirty] = useState(false);
  const [issues, setIssues] = useState<string[]>([]);
  const [game, setGame] = useState<(FormTarget<CatalogueGame> & { key: string | null }) | null>(
    null,
  );
  const [vendor, setVendor] = useState<
    (FormTarget<CatalogueVendor> & { code: string | null }) | null
  >(null);
  const [lane, setLane] = useState<
    (FormTarget<CatalogueCategory> & { code: string | null }) | null
  >(null);
  // Home's lanes as the draft makes them, in the phone preview beside the editor.
  const feed = useMemo(() => createDraftFeed(), []);
  useEffect(() => feed.push(draft), [feed, draft]);
  const upload = (file: File) => uploadImage(code, file);
  const change = (next: GameCatalogue) => {
    setDraft(next);
    setDirty(true);
    setIssues([]);
  };
  const lanes = lanesOf(draft);
  const laneCodes = lanes.map((l) => l.category.code);
  const freeCodes = GAME_CATEGORIES.filter((c) => !laneCodes.includes(c));
  const vendorCodes = [...draft.vendors]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((v) => v.code);

  const submit = () => {
    const checked = gameCatalogueInputSchema.safeParse(draft);
    if (!checked.success) {
      setIssues(
        checked.error.issues.map((i) =>
          [issuePlace(draft, i.path), i.message].filter(Boolean).join(': '),
        ),
      );
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (storedNow) => {
        setDraft(storedNow);
        setDirty(false);
        notifications.show({ color: 'green', message: t('games.saved') });
      },
    });
  };

  const addGame = (to: Lane) =>
    setGame({
      key: null,
      title: t('games.newGame', { lane: to.category.name }),
      item: { category: to.category.code, vendorCode: vendorCodes[0] ?? '', enabled: true },
    });

  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Stack style={{ flex: 1, minWidth: 0 }}>
        <Paper withBorder p="sm" style={{ position: 'sticky', top: 60, zIndex: 2 }}>
          <Group justify="space-between">
            <Text size="sm" c={dirty ? 'red.9' : 'dimmed'} fw={dirty ? 600 : 400} role="status">
              {dirty ? t('games.unsaved') : t('games.upToDate')}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={!dirty}
                onClick={() => {
                  setDraft(stored);
                  setDirty(false);
                  setIssues([]);
                }}
              >
                {t('common.reset')}
              </Button>
              <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
                {t('games.save')}
              </Button>
            </Group>
          </Group>
        </Paper>
        {issues.length > 0 && (
          <Alert color="red" role="alert" title={t('games.invalid')}>
            <List size="sm">
              {issues.map((issue, i) => (
                <List.Item key={i}>{issue}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {save.error && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, t)}
          </Alert>
        )}
        <Tabs defaultValue="lanes" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="lanes">{t('games.tabs.lanes')}</Tabs.Tab>
            <Tabs.Tab value="vendors">{t('games.tabs.vendors')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="lanes" pt="md">
            <Stack>
              {vendorCodes.length === 0 && <Alert color="blue">{t('games.noVendors')}</Alert>}
              <GameLanesEditor
                catalogue={draft}
                onChange={change}
                onEditLane={(l) =>
                  setLane({
                    code: l.category.code,
                    title: t('games.editLane', { name: l.category.name }),
                    item: l.category,
                  })
                }
                onAddGame={addGame}
                onEditGame={(g) =>
                  setGame({
                    key: gameKey(g),
                    title: t('games.editGame', { name: g.name }),
                    item: g,
                  })
                }
              />
              <Group>
                <Button
                  variant="default"
                  disabled={freeCodes.length === 0}
                  onClick={() =>
                    setLane({ code: null, title: t('games.addLane'), item: { code: freeCodes[0] } })
                  }
                >
                  {t('games.addLane')}
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="vendors" pt="md">
            <Stack>
              <VendorsTable
                catalogue={draft}
                onChange={change}
                onEdit={(v) =>
                  setVendor({
                    code: v.code,
                    title: t('games.editVendor', { name: v.name }),
                    item: v,
                  })
                }
              />
              <Group>
                <Button
                  variant="default"
                  onClick={() =>
                    setVendor({ code: null, title: t('games.addVendor'), item: { enabled: true } })
                  }
                >
                  {t('games.addVendor')}
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
        </Tabs>

        <GameForm
          target={game}
          vendors={vendorCodes}
          lanes={laneCodes}
          upload={upload}
          onClose={() => setGame(null)}
          onSave={(saved) => {
            const before = game?.key ? draft.games.find((g) => gameKey(g) === game.key) : undefined;
            const last = Math.max(
              0,
              ...draft.games.filter((g) => g.category === saved.category).map((g) => g.sortOrder),
            );
            const sortOrder =
              before && before.category === saved.category ? before.sortOrder : last + 1;
            change(putGame(draft, { ...saved, sortOrder }, game?.key ?? null));
            setGame(null);
          }}
        />
        <VendorForm
          target={vendor}
          upload={upload}
          onClose={() => setVendor(null)}
          onSave={(saved) => {
            const before = draft.vendors.find((v) => v.code === vendor?.code);
            const vendors = before
              ? draft.vendors.map((v) =>
                  v === before ? { ...saved, sortOrder: before.sortOrder } : v,
                )
              : [...draft.vendors, { ...saved, sortOrder: draft.vendors.length + 1 }];
            change({ ...draft, vendors });
            setVendor(null);
          }}
        />
        <LaneForm
          target={lane}
          codes={lane?.code ? [lane.code] : freeCodes}
          upload={upload}
          onClose={() => setLane(null)}
          onSave={(saved) => {
            const categories = lane?.code
              ? draft.categories.map((c) => (c.code === lane.code ? saved : c))
              : [...draft.categories, saved];
            // A new lane comes last.
            const order = lane?.code ? laneCodes : [...laneCodes, saved.code];
            change(orderLanes({ ...draft, categories }, order));
            setLane(null);
          }}
        />
      </Stack>
      <PhonePreview code={code} type="games" id={null} feed={feed} />
    </Group>
  );
}

/** The merchant's game catalogue: the home lanes with their games, and the vendors. */
export function GamesPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const catalogue = useGameCatalogue(code);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('content.types.games')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('games.intro')}
      </Text>
      <QueryState query={catalogue}>
        {(stored) => <CatalogueEditor key={code} code={code} stored={stored} />}
      </QueryState>
    </Stack>
  );
}
