import { STOCK_UNLOAD_TYPES } from '@app/domain/stock/stock-kinds';
import { WAREHOUSE_NAME_MAX } from '@app/domain/stock/warehouse.schemas';
import { Alert, Anchor, Button, Center, Container, List, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AddressFields } from '../../../shared/address/AddressFields';
import { RuleTextsContext, SelectField, TextField } from '../../../shared/forms/FormFields';
import { ServerForm } from '../../../shared/forms/ServerForm';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifySuccess } from '../../../shared/notify/notify';
import {
  emptyWarehouse,
  type WarehouseFormValues,
  warehouseResolver,
  warehouseToValues,
} from '../warehouse-form';
import { WAREHOUSES_PATH } from '../warehouses.api';
import {
  useSaveWarehouse,
  useWarehouse,
  useWarehousesCompany,
  useWarehouseUsage,
} from '../warehouses.queries';

/**
 * /inventory/warehouses/create and /inventory/warehouses/:warehouseId: name, unload type (FIFO or
 * LIFO) and address. A warehouse named by documents says which; once stock has moved through it the
 * server refuses a change of unload type, shown next to the field.
 */
export function WarehouseEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().warehouseId ?? null;
  const { companyId, canWrite } = useWarehousesCompany();
  const warehouse = useWarehouse(companyId, id);
  const usage = useWarehouseUsage(companyId, id);
  const save = useSaveWarehouse(companyId, id);
  const usedBy = usage.data?.reasons ?? [];

  let content: ReactNode;
  if (id !== null && (warehouse.isPending || usage.isPending)) {
    content = (
      <Center py="lg">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (id !== null && (warehouse.isError || warehouse.data === undefined)) {
    content = (
      <LoadErrorAlert
        error={warehouse.error}
        backTo={WAREHOUSES_PATH}
        backLabel={t('warehouses.actions.back')}
        data-testid="warehouses-load-error"
      />
    );
  } else {
    content = (
      <Stack gap="md">
        {usedBy.length > 0 && (
          <Alert color="blue" role="status" title={t('warehouses.used-by')} data-testid="warehouses-used-by">
            <List size="sm">
              {usedBy.map((reason) => (
                <List.Item key={reason}>
                  {t(`warehouses.delete-blocked.${reason}`, {
                    defaultValue: t('warehouses.delete-blocked.generic'),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <RuleTextsContext.Provider value="warehouses">
          <ServerForm<WarehouseFormValues, Parameters<typeof save.mutateAsync>[0]>
            key={id ?? 'new'}
            testId="warehouses"
            gap="md"
            submitLabel={t('warehouses.actions.save')}
            actions={
              <Button component={Link} to={WAREHOUSES_PATH} variant="default">
                {canWrite ? t('warehouses.actions.cancel') : t('warehouses.actions.back')}
              </Button>
            }
            defaultValues={warehouse.data ? warehouseToValues(warehouse.data) : emptyWarehouse()}
            resolver={warehouseResolver}
            readOnly={!canWrite}
            onSubmit={async (payload) => {
              await save.mutateAsync(payload);
              notifySuccess(t('warehouses.saved'));
              navigate(WAREHOUSES_PATH);
            }}
          >
            <TextField
              name="name"
              label={t('warehouses.fields.name')}
              required
              maxLength={WAREHOUSE_NAME_MAX}
              data-testid="warehouses-name"
            />
            <SelectField
              name="unloadType"
              label={t('warehouses.fields.unloadType')}
              description={t('warehouses.unload-type-hint')}
              data={STOCK_UNLOAD_TYPES.map((type) => ({
                value: type,
                label: t(`warehouses.unload-types.${type}`),
              }))}
              required
              data-testid="warehouses-unload-type"
            />
            <AddressFields name="address" testId="warehouses-address" />
          </ServerForm>
        </RuleTextsContext.Provider>
      </Stack>
    );
  }

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={WAREHOUSES_PATH} size="sm">
          ← {t('warehouses.title')}
        </Anchor>
        <Title order={1} size="h2" data-testid="warehouses-form-title">
          {id === null ? t('warehouses.create-title') : t('warehouses.edit-title')}
        </Title>
        <Paper withBorder p="md">
          {content}
        </Paper>
      </Stack>
    </Container>
  );
}
