import { Alert, Anchor, Button, Center, Fieldset, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useNestedSubmitErrorHandler } from '../../../shared/forms/useNestedSubmitErrorHandler';
import { notifySuccess } from '../../../shared/notify/notify';
import type { SubResourceApi } from '../companies.api';
import type { CompanySubResource } from '../companies.types';
import { useCompanyOutlet } from '../pages/CompanyLayout';
import { useSaveSubItem, useSubItemQuery } from '../sub-resources';
import { useCompanyPermissions } from '../useCompanyPermissions';

interface SubResourceFormPageProps<TItem, TValues extends FieldValues, TPayload> {
  resource: CompanySubResource;
  api: SubResourceApi<TItem, TPayload>;
  /** Route parameter of the item ("addressId"); absent on the create page. */
  param: string;
  resolver: Resolver<TValues, unknown, TPayload>;
  empty: () => TValues;
  toValues: (item: TItem) => TValues;
  children: ReactNode;
}

function SubResourceForm<TValues extends FieldValues, TPayload>({
  defaultValues,
  resolver,
  readOnly,
  cancelTo,
  onSave,
  resource,
  children,
}: {
  defaultValues: TValues;
  resolver: Resolver<TValues, unknown, TPayload>;
  readOnly: boolean;
  cancelTo: string;
  onSave: (payload: TPayload) => Promise<unknown>;
  resource: CompanySubResource;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm<TValues, unknown, TPayload>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  const onSubmitError = useNestedSubmitErrorHandler(form);
  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSave(payload);
    } catch (error) {
      onSubmitError(error);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid={`${resource}-form`}>
        <Fieldset disabled={readOnly} variant="unstyled">
          <Stack gap="md">
            {children}
            <Group justify="flex-end">
              <Button component={Link} to={cancelTo} variant="default">
                {readOnly ? t('companies.actions.back') : t('companies.actions.cancel')}
              </Button>
              {!readOnly && (
                <Button
                  type="submit"
                  loading={form.formState.isSubmitting}
                  data-testid={`${resource}-submit`}
                >
                  {t('companies.actions.save')}
                </Button>
              )}
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </FormProvider>
  );
}

/**
 * The create and edit pages of an address, contact or bank account: loads the item when editing,
 * validates with the domain schema, saves, then returns to the section's list.
 */
export function SubResourceFormPage<TItem, TValues extends FieldValues, TPayload>({
  resource,
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
  const { company } = useCompanyOutlet();
  const { canWrite } = useCompanyPermissions(company.id);
  const item = useSubItemQuery(resource, api, company.id, itemId);
  const save = useSaveSubItem(resource, api, company.id, itemId);
  const listPath = `/my-companies/${company.id}/${resource}`;
  const title =
    itemId === null ? t(`companies.${resource}.create-title`) : t(`companies.${resource}.edit-title`);

  let content: ReactNode;
  if (itemId !== null && item.isPending) {
    content = (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (itemId !== null && (item.isError || item.data === undefined)) {
    const status = item.error instanceof ApiError ? item.error.status : 0;
    content = (
      <Alert color="red" data-testid={`${resource}-load-error`}>
        <Stack gap="xs">
          {status === 404
            ? t('errors.not-found')
            : status === 403
              ? t('errors.no-permissions')
              : t('errors.generic')}
          <Anchor component={Link} to={listPath} size="sm">
            {t('companies.actions.back')}
          </Anchor>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <SubResourceForm<TValues, TPayload>
        key={itemId ?? 'new'}
        resource={resource}
        defaultValues={item.data !== undefined ? toValues(item.data) : empty()}
        resolver={resolver}
        readOnly={!canWrite}
        cancelTo={listPath}
        onSave={async (payload) => {
          await save.mutateAsync(payload);
          notifySuccess(t(`companies.${resource}.saved`));
          navigate(listPath);
        }}
      >
        {children}
      </SubResourceForm>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3" data-testid={`${resource}-form-title`}>
          {title}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
