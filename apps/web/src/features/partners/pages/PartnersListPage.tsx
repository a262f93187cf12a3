import type { Partner } from '@app/domain/partners/partner.schemas';
import { Badge, Button, Container, Group, Menu, Stack, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { ImportButton } from '../../imports/ImportButton';
import { useDeletePartnerDialog } from '../delete/useDeletePartnerDialog';
import { PARTNER_SECTIONS, partnerPagePath } from '../partner-paths';
import { listPartners } from '../partners.api';
import { partnerKeys } from '../partners.queries';
import { usePartnersCompany } from '../usePartnersCompany';

const PartnerFiltersDialog = lazy(() => import('./PartnerFiltersDialog'));

const ROLE_COLORS: Record<Partner['role'], string> = {
  client: 'blue',
  supplier: 'grape',
  both: 'teal',
  inactive: 'gray',
};

/** /partners: the clients and suppliers of the selected company. */
export function PartnersListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyId, canWrite, canDelete } = usePartnersCompany();
  const deletion = useDeletePartnerDialog(companyId);

  const columns: ListColumn<Partner>[] = [
    { key: 'name', header: t('partners.fields.name'), sortable: true },
    {
      key: 'businessId',
      header: t('partners.fields.businessId'),
      sortable: true,
      width: '11rem',
      render: (row) => row.businessId ?? row.internationalBusinessId ?? '',
    },
    { key: 'personId', header: t('partners.fields.personId'), sortable: true, width: '10rem' },
    {
      key: 'role',
      header: t('partners.fields.role'),
      sortable: true,
      width: '10rem',
      render: (row) => (
        <Badge variant="light" color={ROLE_COLORS[row.role]}>
          {t(`partners.roles.${row.role}`)}
        </Badge>
      ),
    },
    {
      key: 'secondaryBusinessId',
      header: t('partners.fields.secondaryBusinessId'),
      sortable: true,
      width: '12rem',
    },
  ];

  const createButton = canWrite ? (
    <Button component={Link} to="/partners/create" data-testid="partner-create">
      {t('partners.list.create')}
    </Button>
  ) : null;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('partners.list.title')}
        </Title>
        <ListScreen<Partner>
          label={t('partners.list.title')}
          queryKey={partnerKeys.list(companyId)}
          fetchPage={(query, signal) => listPartners(companyId, query, signal)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultSort={{ sortBy: 'name', sortDir: 'asc' }}
          filtersDialog={PartnerFiltersDialog}
          searchPlaceholder={t('partners.list.search')}
          emptyState={{ title: t('partners.list.empty'), action: createButton }}
          toolbarActions={
            <Group gap="xs">
              <ImportButton entity="partners" />
              {createButton}
            </Group>
          }
          onRowClick={(row) => navigate(partnerPagePath(row.id, 'details'))}
          rowMenu={(row) => (
            <>
              <Menu.Item component={Link} to={partnerPagePath(row.id, 'details')}>
                {canWrite ? t('partners.actions.edit') : t('partners.actions.open')}
              </Menu.Item>
              {PARTNER_SECTIONS.map((section) => (
                <Menu.Item key={section} component={Link} to={partnerPagePath(row.id, section)}>
                  {t(`partners.tabs.${section}`)}
                </Menu.Item>
              ))}
              {canDelete && (
                <>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    onClick={() => deletion.open({ id: row.id, name: row.name })}
                    data-testid="partner-row-delete"
                  >
                    {t('partners.actions.delete')}
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
