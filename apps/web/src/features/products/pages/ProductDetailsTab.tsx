import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/notify/notify';
import { ProductForm } from '../product-form/ProductForm';
import { productToValues } from '../product-form/product-form-values';
import { productsTarget, useSaveCollectionItem } from '../products.queries';
import { useProductOutlet } from './ProductLayout';

/** /products/:productId: the product's details. */
export function ProductDetailsTab() {
  const { t } = useTranslation();
  const { product, companyId, canWrite } = useProductOutlet();
  const save = useSaveCollectionItem(productsTarget(companyId), product.id);
  return (
    <Paper withBorder p="md">
      <ProductForm
        key={product.id}
        companyId={companyId}
        defaultValues={productToValues(product)}
        readOnly={!canWrite}
        cancelTo="/products"
        onSave={async (payload) => {
          await save.mutateAsync(payload);
          notifySuccess(t('products.details.saved'));
        }}
      />
    </Paper>
  );
}
