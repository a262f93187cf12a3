import { Button, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ServerForm } from '../forms/ServerForm';
import { LoadErrorAlert } from '../layout/LoadErrorAlert';
import { notifySuccess } from '../notify/notify';
import type { SubResourceApi } from './sub-resource-api';
import { useSaveSubItem, useSubItemQuery } from './sub-resource-queries';
import type { SubResourceScope } from './sub-resource-scope';

interface SubResourceFormPageProps<TItem, TValues extends FieldValues, TPayload> {
  scope: SubResourceScope;
  api: SubResourceApi<TItem, TPayload>;
  /** Route parameter of the item ("addressId"); absent on the create page. */
  param: string;
  resolver: Resolver<TValues, unknown, TPayload>;
  empty: () => TValues;
  toValues: (item: TItem) => TValues;
  children: ReactNode;
}

/**
 * The create and edit pages of an address, contact or bank account of a company or a partner: loads
 * the item when editing, validates with the domain schema, saves, then returns to the section's list.
 */
export function SubResourceFormPage<TItem, TValues extends FieldValues, TPayload>({
  scope,
  api,
  param,
  resolver,
  empty,
  toValues,
  children,
}: SubResourceFormPageProps<TItem, TValues, TPayload>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const itemId = params[param] ?? null;
  const { section } = api;
  const texts = `${scope.textPrefix}.${section}`;
  const item = useSubItemQuery(scope, api, itemId);
  const save = useSaveSubItem(scope, api, itemId);
  const listPath = `${scope.pagePath}/${section}`;
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
        backLabel={t(`${scope.textPrefix}.actions.back`)}
        data-testid={`${section}-load-error`}
      />
    );
  } else {
    content = (
      <ServerForm<TValues, TPayload>
        key={itemId ?? 'new'}
        testId={section}
        gap="md"
        submitLabel={t(`${scope.textPrefix}.actions.save`)}
        actions={
          <Button component={Link} to={listPath} variant="default">
            {scope.canWrite ? t(`${scope.textPrefix}.actions.cancel`) : t(`${scope.textPrefix}.actions.back`)}
          </Button>
        }
        defaultValues={item.data !== undefined ? toValues(item.data) : empty()}
        resolver={resolver}
        readOnly={!scope.canWrite}
        onSubmit={async (payload) => {
          await save.mutateAsync(payload);
          notifySuccess(t(`${texts}.saved`));
          navigate(listPath);
        }}
      >
        {children}
      </ServerForm>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3" data-testid={`${section}-form-title`}>
          {title}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
