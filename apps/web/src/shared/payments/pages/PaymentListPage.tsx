import { Button, Container, Menu, Stack, Title } from '@mantine/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../format/useFormat';
import { DocumentCard } from '../../list/DocumentCard';
import { type ListColumn, ListScreen } from '../../list/ListScreen';
import { DeletePaymentModal } from '../components/DeletePaymentModal';
import { AllocationStateBadge, ReceiptStatusBadge } from '../components/PaymentBadges';
import { PaymentInvoicesModal } from '../components/PaymentInvoicesModal';
import { PaymentTypeModal } from '../components/PaymentTypeModal';
import { numberOfPayment, pathOfPayment } from '../payment-side';
import { usePaymentsCompany } from '../payment-side-context';
import type { AnyPaymentListItem, PaymentCollection } from '../payments.api';
import { usePaymentsApi } from '../payments.queries';

const PaymentFiltersDialog = lazy(() => import('./PaymentFiltersDialog'));
const ReceiptFiltersDialog = lazy(() =>
  import('./PaymentFiltersDialog').then((module) => ({ default: module.ReceiptFiltersDialog })),
);

/** Bank transfers and supplier receipts can always go; a client receipt only while a draft. */
const deletable = (row: AnyPaymentListItem, issuedReceipts: boolean) =>
  row.type === 'bank-transfer' || !issuedReceipts || row.status === 'draft';

/**
 * /clients/payments and /suppliers/payments (payments and refunds of every type; "new" asks which
 * type), /clients/receipts and /suppliers/receipts (receipts only) on the shared list screen.
 */
export function PaymentListPage({ collection }: { collection: PaymentCollection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const { side, api, keys } = usePaymentsApi();
  const { texts, paths, issuedReceipts } = side;
  const { companyId, canWrite, canDelete } = usePaymentsCompany();
  const [choosing, setChoosing] = useState(false);
  const [deleting, setDeleting] = useState<AnyPaymentListItem | null>(null);
  const [viewing, setViewing] = useState<AnyPaymentListItem | null>(null);
  const receipts = collection === 'receipts';
  const listTexts = `${texts}.${collection}`;

  const columns: ListColumn<AnyPaymentListItem>[] = [
    {
      key: 'date',
      header: t(`${texts}.columns.date`),
      sortable: true,
      width: '8rem',
      render: (row) => format.date(row.date),
    },
  ];
  if (!receipts) {
    columns.push({
      key: 'type',
      header: t(`${texts}.columns.type`),
      width: '10rem',
      render: (row) => t(`${texts}.types.${row.type}`),
    });
  }
  columns.push(
    {
      key: 'number',
      header: t(`${texts}.columns.number`),
      sortable: true,
      width: '9rem',
      render: (row) =>
        numberOfPayment(row) ?? (row.type === 'receipt' && issuedReceipts ? t(`${texts}.status.draft`) : '—'),
    },
    { key: 'partnerName', header: t(`${texts}.columns.partner`), sortable: true },
    {
      key: 'amount',
      header: t(`${texts}.columns.amount`),
      sortable: true,
      align: 'right',
      width: '10rem',
      render: (row) => format.money(row.amount, row.currency),
    },
    {
      key: 'allocated',
      header: t(`${texts}.columns.allocated`),
      align: 'right',
      width: '9rem',
      render: (row) => format.number(row.allocated),
    },
  );
  if (receipts && issuedReceipts) {
    columns.push({
      key: 'status',
      header: t(`${texts}.columns.status`),
      width: '7rem',
      render: (row) => <ReceiptStatusBadge status={row.status} />,
    });
  }
  columns.push({
    key: 'allocationState',
    header: t(`${texts}.columns.allocation-state`),
    width: '13rem',
    render: (row) => <AllocationStateBadge state={row.allocationState} />,
  });

  const createButton = canWrite ? (
    receipts ? (
      <Button component={Link} to={paths.createReceipt} data-testid="payment-create">
        {t(`${listTexts}.create`)}
      </Button>
    ) : (
      <Button onClick={() => setChoosing(true)} data-testid="payment-create">
        {t(`${listTexts}.create`)}
      </Button>
    )
  ) : null;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(`${listTexts}.title`)}
        </Title>
        <ListScreen<AnyPaymentListItem>
          label={t(`${listTexts}.title`)}
          queryKey={keys.list(companyId, collection)}
          fetchPage={(query, signal) => api.list(companyId, collection, query, signal)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultSort={{ sortBy: 'date', sortDir: 'desc' }}
          filtersDialog={receipts ? ReceiptFiltersDialog : PaymentFiltersDialog}
          searchPlaceholder={t(`${texts}.list.search`)}
          emptyState={{ title: t(`${listTexts}.empty`), action: createButton }}
          toolbarActions={createButton}
          onRowClick={(row) => navigate(pathOfPayment(paths, row))}
          rowMenu={(row) => (
            <>
              <Menu.Item component={Link} to={pathOfPayment(paths, row)}>
                {t(`${texts}.actions.open`)}
              </Menu.Item>
              <Menu.Item onClick={() => setViewing(row)} data-testid="payment-row-invoices">
                {t(`${texts}.actions.invoices`)}
              </Menu.Item>
              {canWrite && issuedReceipts && row.type === 'receipt' && row.status === 'draft' && (
                <Menu.Item component={Link} to={paths.editReceipt(row.id)}>
                  {t(`${texts}.actions.edit`)}
                </Menu.Item>
              )}
              {canDelete && deletable(row, issuedReceipts) && (
                <>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => setDeleting(row)} data-testid="payment-row-delete">
                    {t(`${texts}.actions.delete`)}
                  </Menu.Item>
                </>
              )}
            </>
          )}
          renderCard={(row) => (
            <DocumentCard
              title={row.partnerName}
              badge={<AllocationStateBadge state={row.allocationState} />}
              subtitle={
                <>
                  {t(`${texts}.types.${row.type}`)}
                  {numberOfPayment(row) ? ` ${numberOfPayment(row)}` : ''}
                </>
              }
              date={format.date(row.date)}
              amount={format.money(row.amount, row.currency)}
            />
          )}
        />
      </Stack>
      {choosing && <PaymentTypeModal onClose={() => setChoosing(false)} />}
      {deleting && (
        <DeletePaymentModal companyId={companyId} payment={deleting} onClose={() => setDeleting(null)} />
      )}
      {viewing && (
        <PaymentInvoicesModal companyId={companyId} payment={viewing} onClose={() => setViewing(null)} />
      )}
    </Container>
  );
}

export const PaymentsListPage = () => <PaymentListPage collection="payments" />;
export const ReceiptsListPage = () => <PaymentListPage collection="receipts" />;
