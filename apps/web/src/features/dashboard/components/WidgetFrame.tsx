import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface WidgetFrameProps {
  title: string;
  /** The full list behind the widget. */
  viewAllTo?: string;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  isEmpty?: boolean;
  /** Text when there is nothing to show; a generic one by default. */
  emptyText?: string;
  children?: ReactNode;
}

/**
 * The frame every dashboard widget shares: title, view-all link, and the loading, failed
 * ("Lista nu s-a încărcat") and empty states, so each widget only renders its rows.
 */
export function WidgetFrame({
  title,
  viewAllTo,
  isLoading = false,
  isError = false,
  onRetry,
  isEmpty = false,
  emptyText,
  children,
}: WidgetFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  let body: ReactNode = children;
  if (isLoading) body = <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  else if (isError) {
    body = (
      <Group gap="xs" data-testid="widget-failed">
        <Text c="red" size="sm" role="alert">
          {t('dashboard.widget.failed')}
        </Text>
        {onRetry && (
          <Button variant="subtle" size="compact-sm" onClick={onRetry}>
            {t('dashboard.widget.retry')}
          </Button>
        )}
      </Group>
    );
  } else if (isEmpty) {
    body = (
      <Text c="dimmed" size="sm" data-testid="widget-empty">
        {emptyText ?? t('dashboard.widget.empty')}
      </Text>
    );
  }
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} aria-busy={isLoading}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id={titleId}>
            {title}
          </Title>
          {viewAllTo && (
            <Anchor component={Link} to={viewAllTo} size="sm">
              {t('dashboard.widget.view-all')}
            </Anchor>
          )}
        </Group>
        {body}
      </Stack>
    </Card>
  );
}
