import type { EtransportRow } from '@app/domain/etransport/etransport-api.schemas';
import { rowDate } from '@app/domain/etransport/etransport-list.schemas';
import { isDeclarationKind } from '@app/domain/etransport/etransport-states';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useNavigate } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { PageLoader } from '../../../shared/layout/PageLoader';
import { DocumentCard } from '../../../shared/list/DocumentCard';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { AccessAlerts, ModuleAccessNotice } from '../access/ModuleAccessNotice';
import { actionEffect } from '../actions/row-actions';
import { useEtransportActions } from '../actions/useEtransportActions';
import { EtransportStateBadge } from '../components/EtransportStateBadge';
import { uitText } from '../components/uit-text';
import { etransportApi } from '../etransport.api';
import { etransportKeys, useEtransportAccess, usePendingListRefresh } from '../etransport.queries';
import { ETRANSPORT_BASE, etransportPaths } from '../etransport-paths';
import { useEtransportCompany } from '../useEtransportCompany';
import { CreateDeclarationChooser } from './CreateDeclarationChooser';
import { registerQuery } from './register-filters';

const EtransportFiltersDialog = lazy(() => import('./EtransportFiltersDialog'));

/**
 * "Registrul RO-E-Transport": declarations, corrections and follow-ups of the company, with their
 * state and UIT, the create-type chooser (also at /create) and each row's actions. Without the
 * module the page says what is missing instead.
 */
export function EtransportRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const { companyId, canWrite } = useEtransportCompany();
  const access = useEtransportAccess(companyId);
  const actions = useEtransportActions({ companyId });
  const pending = usePendingListRefresh(companyId);
  const choosing = useMatch(`${ETRANSPORT_BASE}/create`) !== null;

  const columns: ListColumn<EtransportRow>[] = [
    {
      key: 'type',
      header: t('etransport.columns.type'),
      width: '11rem',
      render: (row) => t(`etransport.kinds.${row.type}`),
    },
    {
      key: 'state',
      header: t('etransport.columns.state'),
      width: '11rem',
      render: (row) => <EtransportStateBadge state={row.state} />,
    },
    {
      key: 'uit',
      header: t('etransport.columns.uit'),
      sortable: true,
      width: '13rem',
      render: (row) => (
        <Text ff="monospace" size="sm" data-testid="row-uit">
          {uitText(row.uit)}
        </Text>
      ),
    },
    { key: 'partnerName', header: t('etransport.columns.partner'), render: (row) => row.partnerName ?? '—' },
    {
      key: 'referenceCode',
      header: t('etransport.columns.reference'),
      render: (row) => row.referenceCode ?? '—',
    },
    {
      key: 'deliveryDate',
      header: t('etransport.columns.date'),
      sortable: true,
      width: '9rem',
      render: (row) => format.date(rowDate(row)),
    },
    {
      key: 'createdAt',
      header: t('etransport.columns.created'),
      sortable: true,
      width: '10rem',
      render: (row) => format.dateTime(row.createdAt),
    },
  ];

  const createButtons = canWrite ? (
    <Group gap="xs">
      <Button
        variant="light"
        component={Link}
        to={etransportPaths.createFollowUp('vehicle-modification')}
        data-testid="create-vehicle-modification"
      >
        {t('etransport.list.vehicle-modification')}
      </Button>
      <Button
        variant="light"
        component={Link}
        to={etransportPaths.createFollowUp('transport-confirmation')}
        data-testid="create-transport-confirmation"
      >
        {t('etransport.list.transport-confirmation')}
      </Button>
      <Button component={Link} to={`${ETRANSPORT_BASE}/create`} data-testid="declaration-create">
        {t('etransport.list.create')}
      </Button>
    </Group>
  ) : null;

  // A row opens its page: the view, or the form of a draft follow-up (which has no view).
  const openRow = (row: EtransportRow) => {
    const action = row.actions.find((entry) => entry === 'view' || entry === 'edit');
    if (!action) return;
    const effect = actionEffect(action, row);
    if (effect.kind === 'link') navigate(effect.to);
  };

  const body = () => {
    if (access.isPending) return <PageLoader fullHeight={false} />;
    if (access.isError)
      return <LoadErrorAlert error={access.error} backTo="/" backLabel={t('etransport.actions.close')} />;
    if (!access.data.active) return <ModuleAccessNotice access={access.data} companyId={companyId} />;
    return (
      <ListScreen<EtransportRow>
        label={t('etransport.title')}
        queryKey={etransportKeys.list(companyId)}
        fetchPage={async (query, signal) => {
          const page = await etransportApi.list(companyId, registerQuery(query), signal);
          pending.sawPage(page.items);
          return page;
        }}
        columns={columns}
        rowKey={(row) => row.id}
        defaultSort={{ sortBy: 'createdAt', sortDir: 'desc' }}
        filtersDialog={EtransportFiltersDialog}
        searchPlaceholder={t('etransport.list.search')}
        emptyState={{ title: t('etransport.list.empty'), action: createButtons }}
        toolbarActions={createButtons}
        onRowClick={openRow}
        rowMenu={(row) => (row.actions.length > 0 ? actions.menuItems(row) : null)}
        renderCard={(row) => (
          <DocumentCard
            title={isDeclarationKind(row.type) ? uitText(row.uit) : t(`etransport.kinds.${row.type}`)}
            badge={<EtransportStateBadge state={row.state} />}
            subtitle={[t(`etransport.kinds.${row.type}`), row.partnerName, row.referenceCode]
              .filter(Boolean)
              .join(' · ')}
            date={format.date(rowDate(row))}
            amount=""
          />
        )}
      />
    );
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('etransport.title')}
        </Title>
        {access.data && <AccessAlerts access={access.data} />}
        {body()}
      </Stack>
      {actions.modals}
      {choosing && canWrite && <CreateDeclarationChooser onClose={() => navigate(etransportPaths.list())} />}
    </Container>
  );
}
