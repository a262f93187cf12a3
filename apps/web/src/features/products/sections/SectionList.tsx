import { Button, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { notifyApiError } from '../../../shared/notify/notify';
import { useDeleteDialog } from '../components/useDeleteDialog';
import { useProductOutlet } from '../pages/ProductLayout';
import { productPagePath } from '../product-paths';
import { useDeleteCollectionItem } from '../products.queries';
import { type SectionApi, sectionTarget, staleAfterChange } from './product-section';

interface SectionListProps<T extends { id: string }> {
  api: SectionApi<T, never>;
  columns: ListColumn<T>[];
  /** Names a row in the deletion question. */
  describe: (row: T) => string;
  /** What the deletion would also undo, said in the question (e.g. offers losing a packaging). */
  deletionWarnings?: (row: T) => Promise<string[]>;
  defaultSort?: { sortBy: string; sortDir: 'asc' | 'desc' };
  /** Above the list: e.g. what the section's rules are. */
  intro?: ReactNode;
}

/**
 * The list tab of a product's section: the shared list screen with a create button, row edit and a
 * confirmed delete whose refusal (documents use the row...) shows in the dialog. Texts come from
 * products.<section>.*.
 */
export function SectionList<T extends { id: string }>({
  api,
  columns,
  describe,
  deletionWarnings,
  defaultSort,
  intro,
}: SectionListProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { product, companyId, canWrite, canDelete } = useProductOutlet();
  const target = sectionTarget(api, companyId, product.id);
  const remove = useDeleteCollectionItem(target, staleAfterChange(api, companyId, product.id));
  const deletion = useDeleteDialog<{ row: T; warnings: string[] }>({
    title: t(`products.${api.section}.delete-title`),
    message: ({ row, warnings }) =>
      [
        t(`products.${api.section}.delete-message`, { name: describe(row) }),
        ...warnings.map((code) => t(`products.warnings.${code}`)),
      ].join(' '),
    remove: ({ row }) => remove.mutateAsync(row.id),
    deleted: t(`products.${api.section}.deleted`),
  });
  const texts = `products.${api.section}`;
  const base = productPagePath(product.id, api.section);

  const askToDelete = async (row: T) => {
    try {
      deletion.open({ row, warnings: deletionWarnings ? await deletionWarnings(row) : [] });
    } catch (error) {
      notifyApiError(error);
    }
  };

  const createButton = canWrite ? (
    <Button component={Link} to={`${base}/create`} data-testid={`${api.section}-create`}>
      {t(`${texts}.create`)}
    </Button>
  ) : null;

  return (
    <>
      {intro}
      <ListScreen<T>
        label={t(`products.tabs.${api.section}`)}
        queryKey={[...target.key, 'list']}
        fetchPage={(query, signal) => api.list(companyId, product.id, query, signal)}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort={defaultSort}
        emptyState={{ title: t(`${texts}.empty`), action: createButton }}
        toolbarActions={createButton}
        onRowClick={(row) => navigate(`${base}/${row.id}`)}
        rowMenu={(row) => (
          <>
            <Menu.Item component={Link} to={`${base}/${row.id}`}>
              {canWrite ? t('products.actions.edit') : t('products.actions.open')}
            </Menu.Item>
            {canDelete && (
              <Menu.Item
                color="red"
                onClick={() => void askToDelete(row)}
                data-testid={`${api.section}-row-delete`}
              >
                {t('products.actions.delete')}
              </Menu.Item>
            )}
          </>
        )}
      />
      {deletion.dialog}
    </>
  );
}
