import type { ClientPaymentListItem } from '@app/domain/invoicing/client-payment.schemas';
import { Button, Container, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { type ListColumn, ListScreen } from '../../../shared/list/ListScreen';
import { type PaymentCollection, paymentsApi } from '../client-payments.api';
import { paymentKeys } from '../client-payments.queries';
import { DeletePaymentModal } from '../components/DeletePaymentModal';
import { AllocationStateBadge, ReceiptStatusBadge } from '../components/PaymentBadges';
import { PaymentTypeModal } from '../components/PaymentTypeModal';
import { PAYMENT_PATHS, pathOfPayment } from '../payment-paths';
import { useClientPaymentsCompany } from '../useClientPaymentsCompany';

const PaymentFiltersDialog = lazy(() => import('./PaymentFiltersDialog'));
const ReceiptFiltersDialog = lazy(() =>
  import('./PaymentFiltersDialog').then((module) => ({ default: module.ReceiptFiltersDialog })),
);

/** Bank transfers can always go; a receipt only while a draft. */
const deletable = (row: ClientPaymentListItem) => row.type === 'bank-transfer' || row.status === 'draft';

/**
 * /clients/payments (payments and refunds of every type; "new" asks which type) and
 * /clients/receipts (receipts only) on the shared list screen.
 */
export function PaymentListPage({ collection }: { collection: PaymentCollection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormat();
  const { companyId, canWrite } = useClientPaymentsCompany();
  const [choosing, setChoosing] = useState(false);
  const [deleting, setDeleting] = useState<ClientPaymentListItem | null>(null);
  const receipts = collection === 'receipts';
  const texts = `client-payments.${collection}`;

  const columns: ListColumn<ClientPaymentListItem>[] = [
    {
      key: 'date',
      header: t('client-payments.columns.date'),
      sortable: true,
      width: '8rem',
      render: (row) => format.date(row.date),
    },
  ];
  if (!receipts) {
    columns.push({
      key: 'type',
      header: t('client-payments.columns.type'),
      width: '10rem',
      render: (row) => t(`client-payments.types.${row.type}`),
    });
  }
  columns.push(
    {
      key: 'number',
      header: t('client-payments.columns.number'),
      sortable: true,
      width: '9rem',
      render: (row) => row.seriesNumber ?? (row.type === 'receipt' ? t('client-payments.status.draft') : '—'),
    },
    { key: 'partnerName', header: t('client-payments.columns.partner'), sortable: true },
    {
      key: 'amount',
      header: t('client-payments.columns.amount'),
      sortable: true,
      align: 'right',
      width: '10rem',
      render: (row) => format.money(row.amount, row.currency),
    },
    {
      key: 'allocated',
      header: t('client-payments.columns.allocated'),
      align: 'right',
      width: '9rem',
      render: (row) => format.number(row.allocated),
    },
  );
  if (receipts) {
    columns.push({
      key: 'status',
      header: t('client-payments.columns.status'),
      width: '7rem',
      render: (row) => <ReceiptStatusBadge status={row.status} />,
    });
  }
  columns.push({
    key: 'allocationState',
    header: t('client-payments.columns.allocation-state'),
    width: '13rem',
    render: (row) => <AllocationStateBadge state={row.allocationState} />,
  });

  const createButton = canWrite ? (
    receipts ? (
      <Button component={Link} to={PAYMENT_PATHS.createReceipt} data-testid="payment-create">
        {t(`${texts}.create`)}
      </Button>
    ) : (
      <Button onClick={() => setChoosing(true)} data-testid="payment-create">
        {t(`${texts}.create`)}
      </Button>
    )
  ) : null;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(`${texts}.title`)}
        </Title>
        <ListScreen<ClientPaymentListItem>
          label={t(`${texts}.title`)}
          queryKey={paymentKeys.list(companyId, collection)}
          fetchPage={(query, signal) => paymentsApi.list(companyId, collection, query, signal)}
          columns={columns}
          rowKey={(row) => row.id}
          defaultSort={{ sortBy: 'date', sortDir: 'desc' }}
          filtersDialog={receipts ? ReceiptFiltersDialog : PaymentFiltersDialog}
          searchPlaceholder={t('client-payments.list.search')}
          emptyState={{ title: t(`${texts}.empty`), action: createButton }}
          toolbarActions={createButton}
          onRowClick={(row) => navigate(pathOfPayment(row))}
          rowMenu={(row) => (
            <>
              <Menu.Item component={Link} to={pathOfPayment(row)}>
                {t('client-payments.actions.open')}
              </Menu.Item>
              {canWrite && row.type === 'receipt' && row.status === 'draft' && (
                <Menu.Item component={Link} to={PAYMENT_PATHS.editReceipt(row.id)}>
                  {t('client-payments.actions.edit')}
                </Menu.Item>
              )}
              {canWrite && deletable(row) && (
                <>
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => setDeleting(row)} data-testid="payment-row-delete">
                    {t('client-payments.actions.delete')}
                  </Menu.Item>
                </>
              )}
            </>
          )}
          renderCard={(row) => (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{row.partnerName}</Text>
                <AllocationStateBadge state={row.allocationState} />
              </Group>
              <Text size="sm">
                {t(`client-payments.types.${row.type}`)}
                {row.seriesNumber ? ` ${row.seriesNumber}` : ''}
              </Text>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {format.date(row.date)}
                </Text>
                <Text size="sm" fw={500}>
                  {format.money(row.amount, row.currency)}
                </Text>
              </Group>
            </Stack>
          )}
        />
      </Stack>
      {choosing && <PaymentTypeModal onClose={() => setChoosing(false)} />}
      {deleting && (
        <DeletePaymentModal companyId={companyId} payment={deleting} onClose={() => setDeleting(null)} />
      )}
    </Container>
  );
}

export const PaymentsListPage = () => <PaymentListPage collection="payments" />;
export const ReceiptsListPage = () => <PaymentListPage collection="receipts" />;
