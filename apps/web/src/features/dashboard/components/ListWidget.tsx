import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { WidgetFrame } from './WidgetFrame';

/** One line of a list widget: what it is (a link), what it concerns, and a figure on the right. */
export interface WidgetLine {
  key: string;
  to: string;
  title: string;
  detail?: string;
  figure?: ReactNode;
}

interface ListWidgetProps<T> {
  title: string;
  viewAllTo: string;
  emptyText: string;
  /** The company is part of the key: switching company never shows another's rows. */
  queryKey: readonly unknown[];
  /** A listing page, or any answer with the rows under `items`. */
  fetchRows: (signal: AbortSignal) => Promise<{ items: T[] }>;
  line: (row: T) => WidgetLine;
  'data-testid'?: string;
}

/**
 * A dashboard widget that lists the first rows of a list: title, view-all link, and the frame's
 * loading, failed ("Lista nu s-a încărcat", with a retry) and empty states.
 */
export function ListWidget<T>({
  title,
  viewAllTo,
  emptyText,
  queryKey,
  fetchRows,
  line,
  ...rest
}: ListWidgetProps<T>) {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchRows(signal),
    // The widget shows its own failure; the page must not toast it too.
    meta: { silent: true },
    retry: 1,
  });
  const rows = query.data?.items ?? [];
  return (
    <div data-testid={rest['data-testid']}>
      <WidgetFrame
        title={title}
        viewAllTo={viewAllTo}
        isLoading={query.isPending}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        isEmpty={rows.length === 0}
        emptyText={emptyText}
      >
        <WidgetLines lines={rows.map(line)} />
      </WidgetFrame>
    </div>
  );
}

/** The lines of a list widget, as a list: the link and its detail on the left, the figure on the right. */
export function WidgetLines({ lines }: { lines: WidgetLine[] }) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((item) => (
        <Group key={item.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={item.to} size="sm" truncate>
              {item.title}
            </Anchor>
            {item.detail && (
              <Text size="xs" c="dimmed" truncate>
                {item.detail}
              </Text>
            )}
          </Stack>
          {item.figure !== undefined && (
            <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {item.figure}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
