import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of the SPV page, named by its title for assistive technology, with a short explanation under it. */
export function SpvSection({
  id,
  title,
  description,
  children,
  'data-testid': testId,
}: {
  /** The title's element id, which labels the section. */
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
