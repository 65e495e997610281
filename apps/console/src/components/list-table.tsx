import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of a list the console draws by hand, where rows carry drag handles, arrows or inline
 * editors and TanStack Table (`DataTable`) would only be in the way: the caption above the table
 * (screen readers announce it as the table's name), one header row, and the rows.
 */
export function ListTable({
  caption,
  head,
  empty,
  hover = true,
  children,
}: {
  caption: ReactNode;
  head: ReactNode[];
  /** Shown in place of the rows when set: the list is empty. */
  empty?: string;
  hover?: boolean;
  /** The table's bodies (`Table.Tbody`), so a sortable list can own its own. */
  children?: ReactNode;
}) {
  return (
    <Table withTableBorder highlightOnHover={hover}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {head.map((h, i) => (
            <Table.Th key={i} scope="col">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      {empty === undefined ? (
        children
      ) : (
        <Table.Tbody>
          <Table.Tr>
            <Table.Td colSpan={head.length}>
              <Text c="dimmed">{empty}</Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      )}
    </Table>
  );
}
