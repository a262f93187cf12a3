import type { Product } from '@app/domain/products/product.schemas';
import { Badge, Menu } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/list/ListScreen';
import { useUnitSymbols } from '../../../shared/units/useUnitSymbols';
import { ImportButton } from '../../imports/ImportButton';
import { useVatCodeName } from '../components/CatalogueFields';
import { CataloguePage } from '../components/CataloguePage';
import { useDeleteDialog } from '../components/useDeleteDialog';
import { invoicesWithProductPath, productPagePath } from '../product-paths';
import { productsApi } from '../products.api';
import { productKeys, productsTarget, useDeleteCollectionItem } from '../products.queries';
import { useProductsCompany } from '../useProductsCompany';
import { vatRateLabel } from '../vat-rate-label';

const ProductFiltersDialog = lazy(() => import('./ProductFiltersDialog'));

/** /products: the catalogue of products and services. */
export function ProductsListPage() {
  const { t } = useTranslation();
  const { companyId, canWrite, canDelete } = useProductsCompany();
  const codeName = useVatCodeName();
  const unitSymbol = useUnitSymbols(companyId);
  const remove = useDeleteCollectionItem(productsTarget(companyId));
  const deletion = useDeleteDialog<Product>({
    title: t('products.delete.title'),
    message: (row) => t('products.delete.message', { name: row.name }),
    remove: (row) => remove.mutateAsync(row.id),
    deleted: t('products.delete.deleted'),
  });

  const columns: ListColumn<Product>[] = [
    { key: 'name', header: t('products.fields.name'), sortable: true },
    { key: 'productCode', header: t('products.fields.productCode'), sortable: true, width: '10rem' },
    {
      key: 'measurementUnitCode',
      header: t('products.fields.unit'),
      sortable: true,
      width: '7rem',
      render: (row) => unitSymbol(row.measurementUnitCode),
    },
    {
      key: 'vatRate',
      header: t('products.fields.vat'),
      width: '8rem',
      render: (row) => (row.vatRate ? vatRateLabel(row.vatRate, codeName) : ''),
    },
    {
      key: 'category',
      header: t('products.fields.productCategoryId'),
      sortable: true,
      render: (row) => row.productCategoryName ?? '',
    },
    {
      key: 'isService',
      header: t('products.fields.kind'),
      sortable: true,
      width: '8rem',
      render: (row) => (
        <Badge variant="light" color={row.isService ? 'violet' : 'blue'}>
          {t(row.isService ? 'products.kinds.service' : 'products.kinds.goods')}
        </Badge>
      ),
    },
  ];

  return (
    <CataloguePage<Product>
      toolbarExtras={<ImportButton entity="products" />}
      title={t('products.list.title')}
      queryKey={productKeys.list(companyId)}
      fetchPage={(query, signal) => productsApi.list(companyId, '', query, signal)}
      columns={columns}
      defaultSort={{ sortBy: 'name', sortDir: 'asc' }}
      filtersDialog={ProductFiltersDialog}
      searchPlaceholder={t('products.list.search')}
      emptyText={t('products.list.empty')}
      create={{ to: '/products/create', label: t('products.list.create'), testId: 'product-create' }}
      canWrite={canWrite}
      canDelete={canDelete}
      rowPath={(row) => productPagePath(row.id)}
      moreActions={(row) => (
        <>
          <Menu.Item
            component={Link}
            to={invoicesWithProductPath('clients', row.id)}
            data-testid="product-client-invoices"
          >
            {t('products.list.client-invoices')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={invoicesWithProductPath('suppliers', row.id)}
            data-testid="product-supplier-invoices"
          >
            {t('products.list.supplier-invoices')}
          </Menu.Item>
        </>
      )}
      onDelete={deletion.open}
      deleteTestId="product-row-delete"
    >
      {deletion.dialog}
    </CataloguePage>
  );
}
