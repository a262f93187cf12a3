import { Center, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifySuccess } from '../../../shared/notify/notify';
import { FormShell } from '../components/FormShell';
import { useProductOutlet } from '../pages/ProductLayout';
import { productPagePath } from '../product-paths';
import { useCollectionItem, useSaveCollectionItem } from '../products.queries';
import { type SectionApi, sectionTarget, staleAfterChange } from './product-section';

interface SectionFormProps<TValues extends FieldValues, TPayload> {
  section: string;
  defaultValues: TValues;
  resolver: Resolver<TValues, unknown, TPayload>;
  readOnly: boolean;
  cancelTo: string;
  onSave: (payload: TPayload) => Promise<unknown>;
  children: ReactNode;
}

function SectionForm<TValues extends FieldValues, TPayload>({
  section,
  defaultValues,
  resolver,
  ...shell
}: SectionFormProps<TValues, TPayload>) {
  const form = useForm<TValues, unknown, TPayload>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  return <FormShell form={form} testId={section} {...shell} />;
}

interface SectionFormPageProps<TItem, TValues extends FieldValues, TPayload> {
  api: SectionApi<TItem, TPayload>;
  /** Route parameter of the item ("attributeId"); absent on the create page. */
  param: string;
  resolver: Resolver<TValues, unknown, TPayload>;
  empty: () => TValues;
  toValues: (item: TItem) => TValues;
  /** The fields; given the item being edited (null when creating). */
  children: (item: TItem | null) => ReactNode;
}

/**
 * The create and edit pages of a row of a product's section: loads the row when editing, validates
 * with the domain schema, saves, then returns to the section's list.
 */
export function SectionFormPage<TItem, TValues extends FieldValues, TPayload>({
  api,
  param,
  resolver,
  empty,
  toValues,
  children,
}: SectionFormPageProps<TItem, TValues, TPayload>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const itemId = useParams()[param] ?? null;
  const { product, companyId, canWrite } = useProductOutlet();
  const target = sectionTarget(api, companyId, product.id);
  const item = useCollectionItem(target, itemId);
  const save = useSaveCollectionItem(target, itemId, staleAfterChange(api, companyId, product.id));
  const listPath = productPagePath(product.id, api.section);
  const texts = `products.${api.section}`;
  const title = itemId === null ? t(`${texts}.create-title`) : t(`${texts}.edit-title`);

  let content: ReactNode;
  if (itemId !== null && item.isPending) {
    content = (
      <Center py="lg">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (itemId !== null && (item.isError || item.data === undefined)) {
    content = (
      <LoadErrorAlert
        error={item.error}
        backTo={listPath}
        backLabel={t('products.actions.back')}
        data-testid={`${api.section}-load-error`}
      />
    );
  } else {
    const current = item.data ?? null;
    content = (
      <SectionForm<TValues, TPayload>
        key={itemId ?? 'new'}
        section={api.section}
        defaultValues={current !== null ? toValues(current) : empty()}
        resolver={resolver}
        readOnly={!canWrite}
        cancelTo={listPath}
        onSave={async (payload) => {
          await save.mutateAsync(payload);
          notifySuccess(t(`${texts}.saved`));
          navigate(listPath);
        }}
      >
        {children(current)}
      </SectionForm>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3" data-testid={`${api.section}-form-title`}>
          {title}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
