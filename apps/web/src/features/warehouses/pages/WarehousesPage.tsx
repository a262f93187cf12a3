import type { Warehouse } from '@app/domain/stock/warehouse.schemas';
import { Badge, Button, Container, Menu, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { countyName, formatAddressLine } from '../../../shared/address/address-text';
import { isApiStatus } from '../../../shared/api/api-error';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { notifyError, notifySuccess } from '../../../shared/notify/notify';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';
import { WAREHOUSES_PATH, warehousesApi } from '../warehouses.api';
import { useDeleteWarehouse, useWarehousesCompany, warehouseKeys } from '../warehouses.queries';

const WarehouseFiltersDialog = lazy(() => import('./WarehouseFiltersDialog'));

/**
 * /inventory/warehouses: the company's warehouses on the shared list screen, with create, edit and a
 * confirmed delete whose refusal names the kinds of documents that use the warehouse (spec 02 §8).
 */
export function WarehousesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { companyId, canWrite, canDelete } = useWarehousesCompany();
  const remove = useDeleteWarehouse(companyId);
  const [deleting, setDeleting] = useState<Warehouse | null>(null);
  const title = t('warehouses.title');
  const rowPath = (row: Warehouse) => `${WAREHOUSES_PATH}/${row.id}`;

  const columns: ListColumn<Warehouse>[] = [
    { key: 'name', header: t('warehouses.fields.name'), sortable: true },
    {
      key: 'city',
      header: t('warehouses.fields.city'),
      sortable: true,
      render: (row) => [row.address.city, countyName(row.address.countyCode)].filter(Boolean).join(', '),
    },
    {
      key: 'street',
      header: t('warehouses.fields.address'),
      render: (row) => formatAddressLine(row.address, i18n.language),
    },
    {
      key: 'unloadType',
      header: t('warehouses.fields.unloadType'),
      sortable: true,
      render: (row) => (
        <Badge variant="light" color={row.unloadType === 'fifo' ? 'blue' : 'grape'}>
          {t(`warehouses.unload-types.${row.unloadType}`)}
        </Badge>
      ),
    },
  ];

  const createButton = canWrite ? (
    <Button component={Link} to={`${WAREHOUSES_PATH}/create`} data-testid="warehouses-create">
      {t('warehouses.create')}
    </Button>
  ) : null;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <ListScreen<Warehouse>
          label={title}
          queryKey={warehouseKeys.list(companyId)}
          fetchPage={(query, signal) => warehousesApi.list(companyId, query, signal)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultSort={{ sortBy: 'name', sortDir: 'asc' }}
          filtersDialog={WarehouseFiltersDialog}
          searchPlaceholder={t('warehouses.search')}
          emptyState={{ title: t('warehouses.empty'), action: createButton }}
          toolbarActions={createButton}
          onRowClick={(row) => navigate(rowPath(row))}
          rowMenu={(row) => (
            <>
              <Menu.Item component={Link} to={rowPath(row)}>
                {canWrite ? t('warehouses.actions.edit') : t('warehouses.actions.open')}
              </Menu.Item>
              {canDelete && (
                <Menu.Item color="red" onClick={() => setDeleting(row)} data-testid="warehouses-row-delete">
                  {t('warehouses.actions.delete')}
                </Menu.Item>
              )}
            </>
          )}
        />
      </Stack>
      <ConfirmDeleteModal
        opened={deleting !== null}
        textPrefix="warehouses"
        title={t('warehouses.delete-title')}
        message={t('warehouses.delete-message', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notifySuccess(t('warehouses.deleted'));
          } catch (error) {
            // Someone else deleted it meanwhile: say so and show the list as it is now.
            if (!isApiStatus(error, 404)) throw error;
            notifyError(t('warehouses.delete-missing'));
            await client.invalidateQueries({ queryKey: warehouseKeys.all(companyId) });
          }
          setDeleting(null);
        }}
      />
    </Container>
  );
}
