import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a long form (identification, address, contact...), named for screen readers. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
