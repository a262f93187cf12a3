import type { SupplierInvoiceListItem } from '@app/domain/invoicing/supplier-invoice.schemas';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { invoicePartyDateColumns } from '../../../shared/invoicing/invoice-date-columns';
import { PaymentStateBadge } from '../../../shared/invoicing/PaymentStateBadge';
import { ProductFilterNotice } from '../../../shared/invoicing/ProductFilterNotice';
import { DocumentCard } from '../../../shared/list/DocumentCard';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { useSupplierInvoiceActions } from '../actions/useSupplierInvoiceActions';
import { SupplierInvoiceStatusBadge } from '../components/SupplierInvoiceStatusBadge';
import { supplierInvoicePaths } from '../supplier-invoice-paths';
import { supplierInvoicesApi } from '../supplier-invoices.api';
import { supplierInvoiceKeys } from '../supplier-invoices.queries';
import { useSupplierInvoicesCompany } from '../useSupplierInvoicesCompany';

const SupplierInvoiceFiltersDialog = lazy(() => import('./SupplierInvoiceFiltersDialog'));

/** /suppliers/invoices: the company's supplier invoices on the shared list screen. */
export function SupplierInvoiceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const { companyId, ...access } = useSupplierInvoicesCompany();
  const { canWrite } = access;
  const actions = useSupplierInvoiceActions({ companyId, access });
  const column = (key: string) => t(`supplier-invoices.columns.${key}`);

  const columns: ListColumn<SupplierInvoiceListItem>[] = [
    {
      key: 'number',
      header: column('number'),
      sortable: true,
      width: '10rem',
      render: (row) => row.seriesNumber,
    },
    ...invoicePartyDateColumns<SupplierInvoiceListItem>(
      { partner: column('supplier'), issueDate: column('issue-date'), dueDate: column('due-date') },
      format.date,
    ),
    {
      key: 'grossTotal',
      header: column('total'),
      sortable: true,
      align: 'right',
      width: '10rem',
      render: (row) => format.money(row.grossTotal, row.currency),
    },
    {
      key: 'paid',
      header: column('paid'),
      align: 'right',
      width: '11rem',
      render: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{format.money(row.paidTotal, row.currency)}</Text>
          <Text size="xs" c="dimmed">
            {t('supplier-invoices.columns.remaining', { amount: format.money(row.remaining, row.currency) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'paymentState',
      header: column('payment-state'),
      width: '9rem',
      render: (row) => <PaymentStateBadge state={row.paymentState} side="supplier" />,
    },
    {
      key: 'status',
      header: column('status'),
      width: '8rem',
      render: (row) => <SupplierInvoiceStatusBadge status={row.status} />,
    },
    {
      key: 'hasAttachments',
      header: column('attachments'),
      width: '4rem',
      render: (row) =>
        row.hasAttachments ? <AttachmentMark label={t('supplier-invoices.columns.has-attachments')} /> : null,
    },
  ];

  const createButton = canWrite ? (
    <Button component={Link} to={supplierInvoicePaths.create} data-testid="document-create">
      {t('supplier-invoices.list.create')}
    </Button>
  ) : null;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('supplier-invoices.list.title')}
        </Title>
        <ProductFilterNotice
          companyId={companyId}
          textKeys={{
            withProduct: 'supplier-invoices.list.with-product',
            allProducts: 'supplier-invoices.list.all-products',
          }}
        />
        <ListScreen<SupplierInvoiceListItem>
          label={t('supplier-invoices.list.title')}
          queryKey={supplierInvoiceKeys.list(companyId)}
          fetchPage={(query, signal) => supplierInvoicesApi.list(companyId, query, signal)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultSort={{ sortBy: 'issueDate', sortDir: 'desc' }}
          filtersDialog={SupplierInvoiceFiltersDialog}
          searchPlaceholder={t('supplier-invoices.list.search')}
          emptyState={{ title: t('supplier-invoices.list.empty'), action: createButton }}
          toolbarActions={createButton}
          onRowClick={(row) => navigate(supplierInvoicePaths.view(row.id))}
          rowMenu={(row) => actions.menuItems(row)}
          renderCard={(row) => (
            <DocumentCard
              title={row.seriesNumber}
              badge={<SupplierInvoiceStatusBadge status={row.status} />}
              subtitle={row.partnerName}
              date={format.date(row.issueDate)}
              amount={format.money(row.grossTotal, row.currency)}
            >
              <Group justify="space-between">
                <PaymentStateBadge state={row.paymentState} side="supplier" />
                {row.hasAttachments && (
                  <AttachmentMark label={t('supplier-invoices.columns.has-attachments')} />
                )}
              </Group>
            </DocumentCard>
          )}
        />
      </Stack>
      {actions.modals}
    </Container>
  );
}

/** A paper clip: the invoice has files attached (its PDF, a scan). */
function AttachmentMark({ label }: { label: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={label}
      data-testid="row-has-attachments"
    >
      <title>{label}</title>
      <path d="M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />
    </svg>
  );
}
