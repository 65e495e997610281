import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The buttons of one row of a list a form edits (download links, deposit channels): move it up or
 * down, or remove it. Buttons rather than dragging alone, so the order is kept by keyboard too;
 * each says which row it acts on.
 */
export function RowActions({
  title,
  first,
  last,
  onMove,
  onRemove,
}: {
  /** The row as a person names it ("Link 2"). */
  title: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t('content.moveUp', { title })}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('content.moveDown', { title })}
        disabled={last}
        onClick={() => onMove(1)}
      >
        ↓
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('common.removeRow', { title })}
        onClick={onRemove}
      >
        ✕
      </ActionIcon>
    </Group>
  );
}
