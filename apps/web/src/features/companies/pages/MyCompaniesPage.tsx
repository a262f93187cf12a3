import { Badge, Button, Container, Menu, Stack, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { canOn } from '../../../shared/permissions/permission-check';
import { useCan, usePermissions } from '../../../shared/permissions/permissions';
import { listCompanies } from '../companies.api';
import { companyKeys } from '../companies.queries';
import type { CompanyListEntry } from '../companies.types';
import { type CompanyTab, tabPath } from '../company-tabs';
import { SpvStatusBadge } from '../components/SpvStatusBadge';
import { useDeleteCompanyDialog } from '../delete/useDeleteCompanyDialog';

const CompanyFiltersDialog = lazy(() => import('./CompanyFiltersDialog'));

const ROW_TABS: CompanyTab[] = ['addresses', 'contacts', 'bank-accounts', 'subscriptions'];

/** /my-companies: every company of the account, with their tabs one click away. */
export function MyCompaniesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = useCan('my-companies.write');
  const permissions = usePermissions();
  const deletion = useDeleteCompanyDialog();

  const columns: ListColumn<CompanyListEntry>[] = [
    { key: 'name', header: t('companies.fields.legalName'), sortable: true },
    { key: 'businessId', header: t('companies.fields.businessId'), sortable: true, width: '12rem' },
    {
      key: 'vatPayer',
      header: t('companies.fields.vatPayer'),
      width: '9rem',
      render: (row) =>
        row.vatPayer === 1 ? (
          <Badge variant="light">{t('companies.common.yes')}</Badge>
        ) : (
          <Badge variant="light" color="gray">
            {t('companies.common.no')}
          </Badge>
        ),
    },
    {
      key: 'anafSpvStatus',
      header: t('companies.fields.anafSpvStatus'),
      width: '12rem',
      render: (row) => <SpvStatusBadge status={row.anafSpvStatus} />,
    },
  ];

  const createButton = canCreate ? (
    <Button component={Link} to="/my-companies/create" data-testid="company-create">
      {t('companies.list.create')}
    </Button>
  ) : null;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('companies.list.title')}
        </Title>
        <ListScreen<CompanyListEntry>
          label={t('companies.list.title')}
          queryKey={companyKeys.list}
          fetchPage={listCompanies}
          columns={columns}
          rowKey={(row) => row.id}
          defaultSort={{ sortBy: 'name', sortDir: 'asc' }}
          filtersDialog={CompanyFiltersDialog}
          searchPlaceholder={t('companies.list.search')}
          emptyState={{ title: t('companies.list.empty'), action: createButton }}
          toolbarActions={createButton}
          onRowClick={(row) => navigate(tabPath(row.id, 'details'))}
          rowMenu={(row) => (
            <>
              <Menu.Item component={Link} to={tabPath(row.id, 'details')}>
                {t('companies.actions.open')}
              </Menu.Item>
              {ROW_TABS.filter(
                (tab) => tab !== 'subscriptions' || canOn(permissions, row.id, 'billing.read'),
              ).map((tab) => (
                <Menu.Item key={tab} component={Link} to={tabPath(row.id, tab)}>
                  {t(`companies.tabs.${tab}`)}
                </Menu.Item>
              ))}
              {canOn(permissions, row.id, 'my-companies.delete') && (
                <>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    onClick={() => deletion.open({ id: row.id, name: row.name })}
                    data-testid="company-row-delete"
                  >
                    {t('companies.actions.delete')}
                  </Menu.Item>
                </>
              )}
            </>
          )}
        />
      </Stack>
      {deletion.dialog}
    </Container>
  );
}
