import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Select,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { CatalogueGame, GameCatalogue } from '@member-app/contract/schemas/admin-games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gameKey,
  HOME_LANE_CARDS,
  isListed,
  lanesOf,
  moveGameToLane,
  orderGames,
  orderLanes,
  type Lane,
} from '../catalogue-rules';
import { dropInOrder, moveInOrder } from '../rules';
import { ListTable } from '../../../components/list-table';

interface Actions {
  onChange: (next: GameCatalogue) => void;
  onEditLane: (lane: Lane) => void;
  onAddGame: (lane: Lane) => void;
  onEditGame: (game: CatalogueGame) => void;
}

function LaneGames({
  catalogue,
  lane,
  onChange,
  onEditGame,
}: { catalogue: GameCatalogue; lane: Lane } & Omit<Actions, 'onEditLane' | 'onAddGame'>) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);
  const keys = lane.games.map(gameKey);
  const laneCodes = lanesOf(catalogue).map((l) => l.category.code);
  const reorder = (next: string[]) => onChange(orderGames(catalogue, next));
  let listed = 0;
  return (
    <ListTable
      caption={t('games.laneCaption', { count: lane.games.length, cards: HOME_LANE_CARDS })}
      head={[
        t('content.order'),
        t('content.fields.image'),
        t('content.fields.name'),
        t('content.fields.vendorCode'),
        t('games.lane'),
        t('content.enabled'),
        t('content.actions'),
      ]}
      empty={lane.games.length === 0 ? t('games.noGames') : undefined}
    >
      <Table.Tbody>
        {lane.games.map((game, index) => {
          const key = gameKey(game);
          const shown = isListed(catalogue, game);
          const onHome = shown && ++listed <= HOME_LANE_CARDS;
          const set = (patch: Partial<CatalogueGame>) =>
            onChange({
              ...catalogue,
              games: catalogue.games.map((g) => (gameKey(g) === key ? { ...g, ...patch } : g)),
            });
          return (
            <Table.Tr
              key={key}
              draggable
              onDragStart={() => setDragged(key)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragged !== null && dragged !== key && keys.includes(dragged))
                  reorder(dropInOrder(keys, dragged, key));
                setDragged(null);
              }}
              style={{ cursor: 'grab', opacity: dragged === key ? 0.5 : 1 }}
            >
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('content.moveUp', { title: game.name })}
                    disabled={index === 0}
                    onClick={() => reorder(moveInOrder(keys, key, -1))}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('content.moveDown', { title: game.name })}
                    disabled={index === keys.length - 1}
                    onClick={() => reorder(moveInOrder(keys, key, 1))}
                  >
                    ↓
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>
                <Image src={game.image} alt="" h={36} w={48} fit="contain" />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{game.name}</Text>
                  {onHome && (
                    <Badge size="sm" variant="outline" color="teal.9">
                      {t('games.onHome')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{game.vendorCode}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('games.laneOf', { name: game.name })}
                  size="xs"
                  w={120}
                  data={laneCodes}
                  value={game.category}
                  allowDeselect={false}
                  onChange={(code) =>
                    code && code !== game.category && onChange(moveGameToLane(catalogue, key, code))
                  }
                />
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('content.enabledFor', { title: game.name })}
                  checked={game.enabled}
                  onChange={(e) => set({ enabled: e.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('content.editItem', { title: game.name })}
                    onClick={() => onEditGame(game)}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('games.removeGame', { name: game.name })}
                    onClick={() =>
                      onChange({
                        ...catalogue,
                        games: catalogue.games.filter((g) => gameKey(g) !== key),
                      })
                    }
                  >
                    {t('games.remove')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
}

/**
 * The home game lanes (SPEC §3 game lane): one per category, in the order players see them, each
 * with its games in order; drag a row or use the arrows, move a game to another lane, show or hide.
 */
export function GameLanesEditor({
  catalogue,
  onChange,
  onEditLane,
  onAddGame,
  onEditGame,
}: { catalogue: GameCatalogue } & Actions) {
  const { t } = useTranslation();
  const lanes = lanesOf(catalogue);
  const codes = lanes.map((l) => l.category.code);
  if (lanes.length === 0) return <Text c="dimmed">{t('games.noLanes')}</Text>;
  return (
    <>
      {lanes.map((lane, index) => {
        const headingId = `lane-${lane.category.code}`;
        const code = lane.category.code;
        return (
          <Paper key={code} withBorder p="md" component="section" aria-labelledby={headingId}>
            <Group justify="space-between" mb="xs">
              <Group gap="xs">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('games.laneUp', { name: lane.category.name })}
                  disabled={index === 0}
                  onClick={() => onChange(orderLanes(catalogue, moveInOrder(codes, code, -1)))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('games.laneDown', { name: lane.category.name })}
                  disabled={index === lanes.length - 1}
                  onClick={() => onChange(orderLanes(catalogue, moveInOrder(codes, code, 1)))}
                >
                  ↓
                </ActionIcon>
                <Title order={2} size="h4" id={headingId}>
                  {lane.category.name}
                </Title>
                <Badge variant="outline" color="gray.8">
                  {code}
                </Badge>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('games.editLane', { name: lane.category.name })}
                  onClick={() => onEditLane(lane)}
                >
                  {t('common.edit')}
                </Button>
                <Button
                  size="xs"
                  aria-label={t('games.addGameTo', { name: lane.category.name })}
                  onClick={() => onAddGame(lane)}
                >
                  {t('games.addGame')}
                </Button>
              </Group>
            </Group>
            <LaneGames
              catalogue={catalogue}
              lane={lane}
              onChange={onChange}
              onEditGame={onEditGame}
            />
          </Paper>
        );
      })}
    </>
  );
}
