import { Box, Group, Stack, Text } from '@mantine/core';
import { formatDay } from '../../../lib/format';

/**
 * Seven days as bars, for a glance (the exact numbers are in the bars' labels and the card).
 * Drawn with boxes: @mantine/charts pins an older @mantine/core than the console's, and seven
 * bars need no charting library.
 */
export function DayBars({
  label,
  days,
  color,
}: {
  label: string;
  days: { date: string; count: number }[];
  color: string;
}) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const summary = `${label}: ${days.map((d) => `${formatDay(d.date)} ${d.count}`).join(', ')}`;
  return (
    <Stack gap={4}>
      <Group gap={6} align="flex-end" h={72} role="img" aria-label={summary}>
        {days.map((d) => (
          <Stack
            key={d.date}
            gap={2}
            align="center"
            style={{ flex: 1 }}
            justify="flex-end"
            h="100%"
          >
            <Text size="xs" c="dimmed" aria-hidden>
              {d.count}
            </Text>
            <Box
              w="100%"
              bg={color}
              style={{
                height: `${Math.max(2, (d.count / max) * 48)}px`,
                borderRadius: 3,
                opacity: d.count === 0 ? 0.35 : 1,
              }}
            />
          </Stack>
        ))}
      </Group>
      <Group gap={6} aria-hidden>
        {days.map((d) => (
          <Text key={d.date} size="xs" c="dimmed" ta="center" style={{ flex: 1 }}>
            {formatDay(d.date, 'weekday')}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}
