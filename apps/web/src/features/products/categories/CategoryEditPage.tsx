import {
  type ProductCategory,
  type ProductCategoryInput,
  productCategoryInputSchema,
} from '@app/domain/products/product.schemas';
import { Anchor, Center, Container, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { TextField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifySuccess } from '../../../shared/notify/notify';
import { CategoryField } from '../components/CatalogueFields';
import { FormShell } from '../components/FormShell';
import { categoriesTarget, productKeys, useCollectionItem, useSaveCollectionItem } from '../products.queries';
import { useProductsCompany } from '../useProductsCompany';

type Values = { name: string; parentId: string };
const resolver = schemaResolver<Values, ProductCategoryInput>(productCategoryInputSchema);
const LIST = '/products-categories';

function CategoryForm({
  category,
  companyId,
  canWrite,
}: {
  category: ProductCategory | null;
  companyId: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Renaming or moving a category changes the names products and other paths show.
  const save = useSaveCollectionItem(
    categoriesTarget(companyId),
    category?.id ?? null,
    productKeys.all(companyId),
  );
  const form = useForm<Values, unknown, ProductCategoryInput>({
    resolver,
    defaultValues: { name: category?.name ?? '', parentId: category?.parentId ?? '' },
  });
  return (
    <FormShell
      form={form}
      testId="category"
      readOnly={!canWrite}
      cancelTo={LIST}
      onSave={async (payload) => {
        await save.mutateAsync(payload);
        notifySuccess(t('products.categories.saved'));
        navigate(LIST);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="name"
          label={t('products.categories.fields.name')}
          required
          maxLength={100}
          data-testid="category-name"
        />
        {/* A category cannot go under itself or under one of its own sub-categories. */}
        <CategoryField
          name="parentId"
          label={t('products.categories.fields.parentId')}
          companyId={companyId}
          excluded={category?.id}
          data-testid="category-parent"
        />
      </SimpleGrid>
    </FormShell>
  );
}

/** /products-categories/create and /products-categories/:productCategoryId. */
export function CategoryEditPage() {
  const { t } = useTranslation();
  const { productCategoryId = null } = useParams();
  const { companyId, canWrite } = useProductsCompany();
  const item = useCollectionItem(categoriesTarget(companyId), productCategoryId);
  const title =
    productCategoryId === null ? t('products.categories.create-title') : t('products.categories.edit-title');

  let content = <CategoryForm category={null} companyId={companyId} canWrite={canWrite} />;
  if (productCategoryId !== null) {
    if (item.isPending)
      content = (
        <Center py="lg">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      );
    else if (item.isError || !item.data)
      content = (
        <LoadErrorAlert
          error={item.error}
          backTo={LIST}
          backLabel={t('products.actions.back')}
          data-testid="category-load-error"
        />
      );
    else
      content = (
        <CategoryForm key={item.data.id} category={item.data} companyId={companyId} canWrite={canWrite} />
      );
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={LIST} size="sm">
          ← {t('products.categories.title')}
        </Anchor>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Paper withBorder p="md">
          {content}
        </Paper>
      </Stack>
    </Container>
  );
}
