import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './list.module.css';

export interface ListEmptyProps {
  title: string;
  description?: string;
  action?: ReactNode;
  kind: 'empty' | 'no-results' | 'forbidden' | 'error';
}

/** One empty-state panel: no rows at all, nothing found, no permission, or a failed load. */
export function ListEmpty({ title, description, action, kind }: ListEmptyProps) {
  return (
    <Stack
      align="center"
      gap="xs"
      py="xl"
      px="md"
      ta="center"
      data-testid={`list-empty-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <Title order={2} size="h4">
        {title}
      </Title>
      {description && (
        <Text className={classes.muted} maw={480}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}

export function ListEmptyButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button variant="light" onClick={onClick} data-testid={testId} mt="xs">
      {label}
    </Button>
  );
}
