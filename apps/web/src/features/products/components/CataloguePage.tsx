import { Button, Container, Group, Menu, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  type ListColumn,
  type ListFiltersDialog,
  ListScreen,
  type ListScreenProps,
} from '../../../shared/list/ListScreen';

interface CataloguePageProps<T extends { id: string }> {
  title: string;
  queryKey: readonly unknown[];
  fetchPage: ListScreenProps<T>['fetchPage'];
  columns: ListColumn<T>[];
  defaultSort: { sortBy: string; sortDir: 'asc' | 'desc' };
  filtersDialog?: ListFiltersDialog;
  searchPlaceholder: string;
  emptyText: string;
  /** The create page and its button's text; no button without the write permission. */
  create: { to: string; label: string; testId: string };
  /** Toolbar buttons before the create button (the import wizard). */
  toolbarExtras?: ReactNode;
  canWrite: boolean;
  /** Whether the row menu offers deletion (the area's delete permission). */
  canDelete: boolean;
  /** The page of a row (edit, or read for those who may not write). */
  rowPath: (row: T) => string;
  /** Menu items between "edit" and "delete" (links to related lists). */
  moreActions?: (row: T) => ReactNode;
  onDelete: (row: T) => void;
  /** Test id of the row's delete item. */
  deleteTestId: string;
  /** The deletion dialog (useDeleteDialog). */
  children: ReactNode;
}

/** A catalogue's list page (products, categories): title, shared list, row menu and deletion. */
export function CataloguePage<T extends { id: string }>(props: CataloguePageProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canWrite, rowPath } = props;
  const createButton = canWrite ? (
    <Button component={Link} to={props.create.to} data-testid={props.create.testId}>
      {props.create.label}
    </Button>
  ) : null;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {props.title}
        </Title>
        <ListScreen<T>
          label={props.title}
          queryKey={props.queryKey}
          fetchPage={props.fetchPage}
          columns={props.columns}
          rowKey={(row) => row.id}
          defaultSort={props.defaultSort}
          filtersDialog={props.filtersDialog}
          searchPlaceholder={props.searchPlaceholder}
          emptyState={{ title: props.emptyText, action: createButton }}
          toolbarActions={
            <Group gap="xs">
              {props.toolbarExtras}
              {createButton}
            </Group>
          }
          onRowClick={(row) => navigate(rowPath(row))}
          rowMenu={(row) => (
            <>
              <Menu.Item component={Link} to={rowPath(row)}>
                {canWrite ? t('products.actions.edit') : t('products.actions.open')}
              </Menu.Item>
              {props.moreActions?.(row)}
              {props.canDelete && (
                <>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => props.onDelete(row)} data-testid={props.deleteTestId}>
                    {t('products.actions.delete')}
                  </Menu.Item>
                </>
              )}
            </>
          )}
        />
      </Stack>
      {props.children}
    </Container>
  );
}
