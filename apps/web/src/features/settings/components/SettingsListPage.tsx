import { Anchor, Button, Container, Menu, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiStatus } from '../../../shared/api/api-error';
import {
  type ListColumn,
  type ListFiltersDialog,
  ListScreen,
  type ListSort,
} from '../../../shared/list/ListScreen';
import { notifyError, notifySuccess } from '../../../shared/notify/notify';
import { ConfirmDeleteModal } from '../../../shared/sub-resources/ConfirmDeleteModal';
import type { SettingsApi } from '../settings.api';
import { settingsKeys, useDeleteSettingsItem } from '../settings.queries';
import { useSettingsCompany } from '../useSettingsCompany';

interface SettingsListPageProps<T extends { id: string }> {
  /** Texts under settings.<resource>: title, create, empty, search, delete-title, delete-message, deleted. */
  resource: string;
  api: SettingsApi<T, never>;
  /** Address of the list; rows open at <basePath>/<id>, the create page is <basePath>/create. */
  basePath: string;
  columns: ListColumn<T>[];
  /** Names a row in the deletion question. */
  describe: (row: T) => string;
  defaultSort?: ListSort;
  filtersDialog?: ListFiltersDialog;
  /** Rows that can never be deleted (the internal VAT rate) get no delete action. */
  deletable?: (row: T) => boolean;
  /** More row actions (a unit's translations). */
  rowActions?: (row: T) => ReactNode;
  /** A link above the title (back to the unit of its translations). */
  back?: { to: string; label: string };
  title?: string;
}

/**
 * One of the company's lists (banks, units and their translations, VAT rates, document series): the
 * shared list screen with a create button, row edit and a confirmed delete whose refusal (a row in
 * use, spec 02 §8) lists its reasons in the dialog.
 */
export function SettingsListPage<T extends { id: string }>(props: SettingsListPageProps<T>) {
  const { resource, api, basePath } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyId, canWrite, canDelete } = useSettingsCompany();
  const client = useQueryClient();
  const remove = useDeleteSettingsItem(api, companyId);
  const [deleting, setDeleting] = useState<T | null>(null);
  const texts = `settings.${resource}`;
  const title = props.title ?? t(`${texts}.title`);
  const rowPath = (row: T) => `${basePath}/${row.id}`;

  const createButton = canWrite ? (
    <Button component={Link} to={`${basePath}/create`} data-testid={`${resource}-create`}>
      {t(`${texts}.create`)}
    </Button>
  ) : null;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        {props.back && (
          <Anchor component={Link} to={props.back.to} size="sm">
            ← {props.back.label}
          </Anchor>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        <ListScreen<T>
          label={title}
          queryKey={settingsKeys.list(companyId, api.collection)}
          fetchPage={(query, signal) => api.list(companyId, query, signal)}
          columns={props.columns}
          rowKey={(row) => row.id}
          defaultSort={props.defaultSort}
          filtersDialog={props.filtersDialog}
          searchPlaceholder={t(`${texts}.search`)}
          emptyState={{ title: t(`${texts}.empty`), action: createButton }}
          toolbarActions={createButton}
          onRowClick={(row) => navigate(rowPath(row))}
          rowMenu={(row) => (
            <>
              <Menu.Item component={Link} to={rowPath(row)}>
                {canWrite ? t('settings.actions.edit') : t('settings.actions.open')}
              </Menu.Item>
              {props.rowActions?.(row)}
              {canDelete && (props.deletable?.(row) ?? true) && (
                <Menu.Item
                  color="red"
                  onClick={() => setDeleting(row)}
                  data-testid={`${resource}-row-delete`}
                >
                  {t('settings.actions.delete')}
                </Menu.Item>
              )}
            </>
          )}
        />
      </Stack>
      <ConfirmDeleteModal
        opened={deleting !== null}
        textPrefix="settings"
        title={t(`${texts}.delete-title`)}
        message={t(`${texts}.delete-message`, { name: deleting ? props.describe(deleting) : '' })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            notifySuccess(t(`${texts}.deleted`));
          } catch (error) {
            // Someone else deleted it meanwhile: say so and show the list as it is now.
            if (!isApiStatus(error, 404)) throw error;
            notifyError(t(`${texts}.delete-missing`));
            await client.invalidateQueries({ queryKey: settingsKeys.collection(companyId, api.collection) });
          }
          setDeleting(null);
        }}
      />
    </Container>
  );
}
