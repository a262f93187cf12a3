import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ErrorScreenProps {
  testId: string;
  /** A large code above the title (404, 503), purely decorative. */
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
  /** Inside the signed-in layout the screen fills the content area, not the window. */
  inline?: boolean;
}

/** The frame every error screen shares. */
export function ErrorScreen({ testId, code, title, text, actions, inline = false }: ErrorScreenProps) {
  return (
    <Center mih={inline ? 360 : '100vh'} p="md" component="section" aria-labelledby={`${testId}-title`}>
      <Stack align="center" gap="sm" maw={520} data-testid={testId}>
        {code && (
          <Text fz={48} fw={700} c="dimmed" aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1} size="h2" ta="center" id={`${testId}-title`}>
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        {actions && <Group justify="center">{actions}</Group>}
      </Stack>
    </Center>
  );
}

export function RetryButton({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Button variant="default" onClick={onRetry}>
      {label}
    </Button>
  );
}
