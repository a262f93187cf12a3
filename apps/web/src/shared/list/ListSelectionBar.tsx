import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListSelectionBarProps {
  mode: 'ids' | 'all-pages';
  count: number;
  totalCount: number;
  /** Every row of the current page is checked (offers "select all pages"). */
  pageFullySelected: boolean;
  onSelectAllPages: () => void;
  onClear: () => void;
  actions?: ReactNode;
}

/** Shown while rows are checked: the count, "select all pages", clear, and the owner's bulk actions. */
export function ListSelectionBar(props: ListSelectionBarProps) {
  const { t } = useTranslation();
  const { mode, count, totalCount, pageFullySelected } = props;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="list-selection-bar">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite" data-testid="list-selection-count">
            {t('list.selection.count', { count })}
          </Text>
          {mode === 'all-pages' ? (
            <Text size="sm">{t('list.selection.allPages', { count })}</Text>
          ) : (
            pageFullySelected &&
            totalCount > count && (
              <>
                <Text size="sm">{t('list.selection.pageSelected')}</Text>
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={props.onSelectAllPages}
                  data-testid="list-select-all-pages"
                >
                  {t('list.selection.selectAllPages', { count: totalCount })}
                </Button>
              </>
            )
          )}
          <Button
            variant="default"
            size="compact-sm"
            onClick={props.onClear}
            data-testid="list-selection-clear"
          >
            {t('list.selection.clear')}
          </Button>
        </Group>
        {props.actions && <Group gap="xs">{props.actions}</Group>}
      </Group>
    </Paper>
  );
}
