import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { notifySuccess } from '../../../shared/notify/notify';
import type { SubResourceApi } from '../companies.api';
import type { CompanySubResource } from '../companies.types';
import { ConfirmDeleteModal } from '../delete/ConfirmDeleteModal';
import { useCompanyOutlet } from '../pages/CompanyLayout';
import { subResourceKeys, useDeleteSubItem } from '../sub-resources';
import { useCompanyPermissions } from '../useCompanyPermissions';

interface SubResourceListProps<T extends { id: string }> {
  resource: CompanySubResource;
  api: SubResourceApi<T, never>;
  columns: ListColumn<T>[];
  /** Names a row in the deletion question. */
  describe: (row: T) => string;
}

/**
 * The list tab of a company's addresses, contacts or bank accounts: the shared list screen with a
 * create button, row edit and delete (confirmed). Texts come from companies.<resource>.*.
 */
export function SubResourceList<T extends { id: string }>({
  resource,
  api,
  columns,
  describe,
}: SubResourceListProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { company } = useCompanyOutlet();
  const { canWrite } = useCompanyPermissions(company.id);
  const remove = useDeleteSubItem(resource, api, company.id);
  const [deleting, setDeleting] = useState<T | null>(null);
  const base = `/my-companies/${company.id}/${resource}`;

  const createButton = canWrite ? (
    <Button component={Link} to={`${base}/create`} data-testid={`${resource}-create`}>
      {t(`companies.${resource}.create`)}
    </Button>
  ) : null;

  return (
    <>
      <ListScreen<T>
        label={t(`companies.tabs.${resource}`)}
        queryKey={subResourceKeys.list(company.id, resource)}
        fetchPage={(query, signal) => api.list(company.id, query, signal)}
        columns={columns}
        rowKey={(row) => row.id}
        emptyState={{ title: t(`companies.${resource}.empty`), action: createButton }}
        toolbarActions={createButton}
        onRowClick={(row) => navigate(`${base}/${row.id}`)}
        rowMenu={(row) => (
          <>
            <Menu.Item component={Link} to={`${base}/${row.id}`}>
              {canWrite ? t('companies.actions.edit') : t('companies.actions.open')}
            </Menu.Item>
            {canWrite && (
              <Menu.Item color="red" onClick={() => setDeleting(row)} data-testid={`${resource}-row-delete`}>
                {t('companies.actions.delete')}
              </Menu.Item>
            )}
          </>
        )}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t(`companies.${resource}.delete-title`)}
        message={t(`companies.${resource}.delete-message`, { name: deleting ? describe(deleting) : '' })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(t(`companies.${resource}.deleted`));
          setDeleting(null);
        }}
      />
    </>
  );
}
