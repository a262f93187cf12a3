import type { ProductCategory } from '@app/domain/products/product.schemas';
import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../components/CataloguePage';
import { useDeleteDialog } from '../components/useDeleteDialog';
import { categoriesApi } from '../products.api';
import { categoriesTarget, productKeys, useDeleteCollectionItem } from '../products.queries';
import { useProductsCompany } from '../useProductsCompany';

/** /products-categories: the category tree, each category under its parent (sorted by path). */
export function CategoriesListPage() {
  const { t } = useTranslation();
  const { companyId, canWrite, canDelete } = useProductsCompany();
  // Deleting a category also refreshes the products, which show its name.
  const remove = useDeleteCollectionItem(categoriesTarget(companyId), productKeys.all(companyId));
  const deletion = useDeleteDialog<ProductCategory>({
    title: t('products.categories.delete-title'),
    message: (row) => t('products.categories.delete-message', { name: row.path }),
    remove: (row) => remove.mutateAsync(row.id),
    deleted: t('products.categories.deleted'),
  });

  return (
    <CataloguePage<ProductCategory>
      title={t('products.categories.title')}
      queryKey={[...productKeys.categories(companyId), 'list']}
      fetchPage={(query, signal) => categoriesApi.list(companyId, '', query, signal)}
      columns={[
        { key: 'path', header: t('products.categories.fields.path'), sortable: true },
        { key: 'name', header: t('products.categories.fields.name'), sortable: true },
      ]}
      defaultSort={{ sortBy: 'path', sortDir: 'asc' }}
      searchPlaceholder={t('products.categories.search')}
      emptyText={t('products.categories.empty')}
      create={{
        to: '/products-categories/create',
        label: t('products.categories.create'),
        testId: 'category-create',
      }}
      canWrite={canWrite}
      canDelete={canDelete}
      rowPath={(row) => `/products-categories/${row.id}`}
      onDelete={deletion.open}
      deleteTestId="category-row-delete"
    >
      {deletion.dialog}
    </CataloguePage>
  );
}
