import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DocumentCardProps {
  /** The card's heading (a number, a partner) and the badge beside it (a status). */
  title: ReactNode;
  badge: ReactNode;
  subtitle: ReactNode;
  /** The document's date and amount, already formatted. */
  date: string;
  amount: string;
  /** What the side shows below (a payment state, an attachment mark). */
  children?: ReactNode;
}

/**
 * A row of an invoice or payment list as a card on narrow screens: heading and badge, a line of
 * text, then date and amount side by side. Both sides' lists show theirs the same way.
 */
export function DocumentCard({ title, badge, subtitle, date, amount, children }: DocumentCardProps) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{title}</Text>
        {badge}
      </Group>
      <Text size="sm">{subtitle}</Text>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {date}
        </Text>
        <Text size="sm" fw={500}>
          {amount}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}
