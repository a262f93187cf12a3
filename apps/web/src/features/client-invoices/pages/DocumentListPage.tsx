import type { ClientDocumentListItem } from '@app/domain/invoicing/client-document.schemas';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { invoicePartyDateColumns } from '../../../shared/invoicing/invoice-date-columns';
import { PaymentStateBadge } from '../../../shared/invoicing/PaymentStateBadge';
import { ProductFilterNotice } from '../../../shared/invoicing/ProductFilterNotice';
import { DocumentCard } from '../../../shared/list/DocumentCard';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { efacturaColumn } from '../../efactura/components/efactura-column';
import { useClientEfacturaMenu } from '../../efactura/components/useClientEfacturaMenu';
import { targetOfRow } from '../actions/action-target';
import { useDocumentActions } from '../actions/useDocumentActions';
import { documentsApi } from '../client-documents.api';
import { documentKeys } from '../client-documents.queries';
import { DocumentStatusBadge } from '../components/StatusBadges';
import { type DocumentKind, documentPaths, kindText } from '../document-kind';
import { useDocumentsCompany } from '../useDocumentsCompany';

const DocumentFiltersDialog = lazy(() => import('./DocumentFiltersDialog'));
const ProformaFiltersDialog = lazy(() =>
  import('./DocumentFiltersDialog').then((module) => ({ default: module.ProformaFiltersDialog })),
);

/** /clients/invoices and /clients/proformas: the company's client documents on the shared list screen. */
export function DocumentListPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const { companyId, ...access } = useDocumentsCompany();
  const { canWrite } = access;
  const actions = useDocumentActions({ companyId, access });
  const efactura = useClientEfacturaMenu(companyId, canWrite);
  const text = (key: string) => t(kindText(kind, key));

  const columns: ListColumn<ClientDocumentListItem>[] = [
    {
      key: 'seriesNumber',
      header: t('client-invoices.columns.number'),
      sortable: true,
      width: '10rem',
      render: (row) => row.seriesNumber ?? t('client-invoices.columns.no-number'),
    },
    ...invoicePartyDateColumns<ClientDocumentListItem>(
      {
        partner: t('client-invoices.columns.client'),
        issueDate: t('client-invoices.columns.issue-date'),
        dueDate: t('client-invoices.columns.due-date'),
      },
      format.date,
    ),
    {
      key: 'grossTotal',
      header: t('client-invoices.columns.total'),
      sortable: true,
      align: 'right',
      width: '9rem',
      render: (row) => format.number(row.grossTotal),
    },
    { key: 'currency', header: t('client-invoices.columns.currency'), width: '6rem' },
    {
      key: 'status',
      header: t('client-invoices.columns.status'),
      width: '7rem',
      render: (row) => <DocumentStatusBadge status={row.status} />,
    },
  ];
  if (kind === 'invoice') {
    columns.push({
      key: 'paymentState',
      header: t('client-invoices.columns.payment-state'),
      width: '9rem',
      render: (row) => <PaymentStateBadge state={row.paymentState} />,
    });
    columns.push(efacturaColumn(t('efactura.columns.efactura')));
  }

  const createButton = canWrite ? (
    <Button component={Link} to={documentPaths.create(kind)} data-testid="document-create">
      {text('create')}
    </Button>
  ) : null;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {text('list-title')}
          </Title>
        </Group>
        {kind === 'invoice' && (
          <ProductFilterNotice
            companyId={companyId}
            textKeys={{
              withProduct: 'client-invoices.list.with-product',
              allProducts: 'client-invoices.list.all-products',
            }}
          />
        )}
        <ListScreen<ClientDocumentListItem>
          label={text('list-title')}
          queryKey={documentKeys.list(companyId, kind)}
          fetchPage={(query, signal) => documentsApi.list(companyId, kind, query, signal)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultSort={{ sortBy: 'issueDate', sortDir: 'desc' }}
          filtersDialog={kind === 'invoice' ? DocumentFiltersDialog : ProformaFiltersDialog}
          searchPlaceholder={t('client-invoices.list.search')}
          emptyState={{ title: text('empty'), action: createButton }}
          toolbarActions={createButton}
          onRowClick={(row) => navigate(documentPaths.view(kind, row.id))}
          rowMenu={(row) => (
            <>
              {actions.menuItems(targetOfRow(row))}
              {efactura.menuItems(row)}
            </>
          )}
          renderCard={(row) => (
            <DocumentCard
              title={row.seriesNumber ?? t('client-invoices.columns.no-number')}
              badge={<DocumentStatusBadge status={row.status} />}
              subtitle={row.partnerName}
              date={format.date(row.issueDate)}
              amount={format.money(row.grossTotal, row.currency)}
            >
              <PaymentStateBadge state={row.paymentState} />
            </DocumentCard>
          )}
        />
      </Stack>
      {actions.modals}
    </Container>
  );
}

export const InvoicesListPage = () => <DocumentListPage kind="invoice" />;
export const ProformasListPage = () => <DocumentListPage kind="proforma" />;
