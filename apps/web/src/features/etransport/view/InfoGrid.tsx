import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type InfoItem = { label: string; value: ReactNode; testId?: string };

/** A titled card of read-only label and value pairs. */
export function InfoSection({
  title,
  items,
  children,
}: {
  title: string;
  items?: InfoItem[];
  children?: ReactNode;
}) {
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {items && items.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {items.map((item) => (
              <Stack key={item.label} gap={2}>
                <Text size="xs" c="dimmed">
                  {item.label}
                </Text>
                <Text size="sm" data-testid={item.testId}>
                  {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
        {children}
      </Stack>
    </Card>
  );
}
