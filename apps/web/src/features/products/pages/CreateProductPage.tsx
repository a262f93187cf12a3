import { Anchor, Center, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../../shared/notify/notify';
import { ProductForm } from '../product-form/ProductForm';
import { emptyProductValues } from '../product-form/product-form-values';
import { productPagePath } from '../product-paths';
import { productsTarget, useFormOptions, useSaveCollectionItem } from '../products.queries';
import { useProductsCompany } from '../useProductsCompany';

/** /products/create: a new product's details; its other tabs open once it is saved. */
export function CreateProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyId } = useProductsCompany();
  const options = useFormOptions(companyId);
  const save = useSaveCollectionItem(productsTarget(companyId), null);

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/products" size="sm">
          ← {t('products.list.title')}
        </Anchor>
        <Title order={1} size="h2">
          {t('products.details.create-title')}
        </Title>
        <Paper withBorder p="md">
          {options.isPending ? (
            <Center py="lg">
              <Loader role="status" aria-label={t('common.loading')} />
            </Center>
          ) : (
            <ProductForm
              companyId={companyId}
              defaultValues={emptyProductValues(options.data)}
              readOnly={false}
              cancelTo="/products"
              onSave={async (payload) => {
                const product = await save.mutateAsync(payload);
                notifySuccess(t('products.details.created'));
                navigate(productPagePath(product.id));
              }}
            />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
