import type { Product } from '@app/domain/products/product.schemas';
import { Anchor, Badge, Center, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { PRODUCT_TABS, type ProductTab, productPagePath, productTabOfPath } from '../product-paths';
import { productsTarget, useCollectionItem } from '../products.queries';
import { useProductsCompany } from '../useProductsCompany';

export interface ProductOutletContext {
  product: Product;
  companyId: string;
  canWrite: boolean;
  canDelete: boolean;
}

/** The product a tab belongs to, loaded once by the layout. */
export function useProductOutlet(): ProductOutletContext {
  return useOutletContext<ProductOutletContext>();
}

/** /products/:productId and its tabs: the product's name, the tab bar (links) and the active tab. */
export function ProductLayout() {
  const { t } = useTranslation();
  const { productId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { companyId, canWrite, canDelete } = useProductsCompany();
  const query = useCollectionItem(productsTarget(companyId), productId);
  const product = query.data;
  const tab = productTabOfPath(pathname, productId);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError || !product) {
    return (
      <Container size="lg" py="md">
        <LoadErrorAlert
          error={query.error}
          backTo="/products"
          backLabel={t('products.list.back')}
          data-testid="product-load-error"
        />
      </Container>
    );
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Anchor component={Link} to="/products" size="sm">
            ← {t('products.list.title')}
          </Anchor>
          <Group gap="sm" align="center">
            <Title order={1} size="h2" data-testid="product-title">
              {product.name}
            </Title>
            <Badge variant="light">
              {t(product.isService ? 'products.kinds.service' : 'products.kinds.goods')}
            </Badge>
            {product.isHighFiscalRisk && (
              <Badge variant="light" color="orange">
                {t('products.fields.isHighFiscalRisk')}
              </Badge>
            )}
          </Group>
          {product.productCode && (
            <Text c="dimmed" size="sm">
              {t('products.fields.productCode')}: {product.productCode}
            </Text>
          )}
        </Stack>
        <Tabs
          value={tab}
          onChange={(value) => value && navigate(productPagePath(product.id, value as ProductTab))}
          keepMounted={false}
          activateTabWithKeyboard={false}
        >
          <Tabs.List aria-label={t('products.tabs.label')}>
            {PRODUCT_TABS.map((value) => (
              <Tabs.Tab key={value} value={value} data-testid={`product-tab-${value}`}>
                {t(`products.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PRODUCT_TABS.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {value === tab && (
                <Outlet
                  context={{ product, companyId, canWrite, canDelete } satisfies ProductOutletContext}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
