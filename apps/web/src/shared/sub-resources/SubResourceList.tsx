import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListScreen } from '../list/ListScreen';
import { notifySuccess } from '../notify/notify';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import type { SubResourceApi } from './sub-resource-api';
import { subResourceKeys, useDeleteSubItem } from './sub-resource-queries';
import type { SubResourceScope } from './sub-resource-scope';

interface SubResourceListProps<T extends { id: string }> {
  scope: SubResourceScope;
  api: SubResourceApi<T, never>;
  columns: ListColumn<T>[];
  /** Names a row in the deletion question. */
  describe: (row: T) => string;
}

/**
 * The list of a section (addresses, contacts, bank accounts) of a company or a partner: the shared
 * list screen with a create button, row edit and delete (confirmed). Texts come from
 * <textPrefix>.<section>.* and <textPrefix>.actions.*.
 */
export function SubResourceList<T extends { id: string }>({
  scope,
  api,
  columns,
  describe,
}: SubResourceListProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteSubItem(scope, api);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { section } = api;
  const texts = `${scope.textPrefix}.${section}`;
  const base = `${scope.pagePath}/${section}`;

  const createButton = scope.canWrite ? (
    <Button component={Link} to={`${base}/create`} data-testid={`${section}-create`}>
      {t(`${texts}.create`)}
    </Button>
  ) : null;

  return (
    <>
      <ListScreen<T>
        label={t(`${scope.textPrefix}.tabs.${section}`)}
        queryKey={subResourceKeys.list(scope, section)}
        fetchPage={(query, signal) => api.list(scope.apiPath, query, signal)}
        columns={columns}
        rowKey={(row) => row.id}
        emptyState={{ title: t(`${texts}.empty`), action: createButton }}
        toolbarActions={createButton}
        onRowClick={(row) => navigate(`${base}/${row.id}`)}
        rowMenu={(row) => (
          <>
            <Menu.Item component={Link} to={`${base}/${row.id}`}>
              {scope.canWrite ? t(`${scope.textPrefix}.actions.edit`) : t(`${scope.textPrefix}.actions.open`)}
            </Menu.Item>
            {scope.canDelete && (
              <Menu.Item color="red" onClick={() => setDeleting(row)} data-testid={`${section}-row-delete`}>
                {t(`${scope.textPrefix}.actions.delete`)}
              </Menu.Item>
            )}
          </>
        )}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        textPrefix={scope.textPrefix}
        title={t(`${texts}.delete-title`)}
        message={t(`${texts}.delete-message`, { name: deleting ? describe(deleting) : '' })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          notifySuccess(t(`${texts}.deleted`));
          setDeleting(null);
        }}
      />
    </>
  );
}
