import type { ClientPayment } from '@app/domain/invoicing/client-payment.schemas';
import {
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifyApiError, notifyError } from '../../../shared/notify/notify';
import { DeletePaymentModal } from '../../../shared/payments/components/DeletePaymentModal';
import { AllocationStateBadge, ReceiptStatusBadge } from '../../../shared/payments/components/PaymentBadges';
import { pathOfPayment } from '../../../shared/payments/payment-side';
import { usePaymentsCompany } from '../../../shared/payments/payment-side-context';
import { usePaymentQuery } from '../../../shared/payments/payments.queries';
import { CLIENT_PAYMENT_SIDE } from '../client-payment-side';
import { downloadReceiptPdf, receiptPdfUrl } from '../client-payments.api';
import { PublishReceiptModal } from './PublishReceiptModal';
import { VoidReceiptModal } from './VoidReceiptModal';

type Dialog = 'publish' | 'void' | 'delete' | null;

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId}>{children}</Text>
    </Stack>
  );
}

const PAYMENT_PATHS = CLIENT_PAYMENT_SIDE.paths;

/** /clients/receipts/view/:receiptId: a receipt with what it pays, and its actions by state. */
export function ReceiptViewPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().receiptId ?? null;
  const { companyId, canWrite, canDelete } = usePaymentsCompany();
  const query = usePaymentQuery(companyId, id);
  const [dialog, setDialog] = useState<Dialog>(null);

  let content: ReactNode;
  let receipt: ClientPayment | null = null;
  if (query.isPending) {
    content = (
      <Center py="lg">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (query.isError || !query.data) {
    content = (
      <LoadErrorAlert
        error={query.error}
        backTo={PAYMENT_PATHS.receipts}
        backLabel={t('client-payments.actions.back')}
        data-testid="receipt-load-error"
      />
    );
  } else if (query.data.type !== 'receipt') {
    return <Navigate to={pathOfPayment(PAYMENT_PATHS, query.data)} replace />;
  } else {
    receipt = query.data;
    content = <ReceiptDetails receipt={receipt} />;
  }

  const pdfName = receipt
    ? `${(receipt.seriesNumber ?? `chitanta-${receipt.date}`).replace(/[^\w.-]+/g, '_')}.pdf`
    : '';
  const openPdf = () => {
    if (!receipt) return;
    const opened = window.open(receiptPdfUrl(companyId, receipt.id, i18n.language), '_blank');
    if (!opened) notifyError(t('client-payments.pdf.blocked'));
  };
  const downloadPdf = () => {
    if (!receipt) return;
    downloadReceiptPdf(receiptPdfUrl(companyId, receipt.id, i18n.language, true), pdfName).catch(
      notifyApiError,
    );
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={PAYMENT_PATHS.receipts} size="sm">
          ← {t('client-payments.receipts.title')}
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <Title order={1} size="h2" data-testid="receipt-title">
              {receipt?.seriesNumber
                ? t('client-payments.view.title', { number: receipt.seriesNumber })
                : t('client-payments.view.draft-title')}
            </Title>
            {receipt && <ReceiptStatusBadge status={receipt.status} />}
          </Group>
          {receipt && (
            <Group gap="xs">
              {canWrite && receipt.status === 'draft' && (
                <>
                  <Button
                    component={Link}
                    to={PAYMENT_PATHS.editReceipt(receipt.id)}
                    variant="default"
                    data-testid="receipt-edit"
                  >
                    {t('client-payments.actions.edit')}
                  </Button>
                  <Button onClick={() => setDialog('publish')} data-testid="receipt-publish">
                    {t('client-payments.actions.publish')}
                  </Button>
                </>
              )}
              {canDelete && receipt.status === 'published' && (
                <Button
                  color="red"
                  variant="outline"
                  onClick={() => setDialog('void')}
                  data-testid="receipt-void"
                >
                  {t('client-payments.actions.void')}
                </Button>
              )}
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button variant="default" data-testid="receipt-pdf-menu">
                    {t('client-payments.actions.pdf')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={openPdf} data-testid="receipt-pdf-open">
                    {t('client-payments.pdf.open')}
                  </Menu.Item>
                  <Menu.Item onClick={downloadPdf} data-testid="receipt-pdf-download">
                    {t('client-payments.pdf.download')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              {canDelete && receipt.status === 'draft' && (
                <Button
                  variant="outline"
                  color="red"
                  onClick={() => setDialog('delete')}
                  data-testid="receipt-delete"
                >
                  {t('client-payments.actions.delete')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        <Paper withBorder p="md">
          {content}
        </Paper>
      </Stack>
      {receipt && dialog === 'publish' && (
        <PublishReceiptModal companyId={companyId} receiptId={receipt.id} onClose={() => setDialog(null)} />
      )}
      {receipt && dialog === 'void' && (
        <VoidReceiptModal
          companyId={companyId}
          receiptId={receipt.id}
          seriesNumber={receipt.seriesNumber}
          onClose={() => setDialog(null)}
        />
      )}
      {receipt && dialog === 'delete' && (
        <DeletePaymentModal
          companyId={companyId}
          payment={receipt}
          onClose={() => setDialog(null)}
          onDeleted={() => navigate(PAYMENT_PATHS.receipts)}
        />
      )}
    </Container>
  );
}

function ReceiptDetails({ receipt }: { receipt: ClientPayment }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label={t('client-payments.fields.partnerId')} testId="receipt-partner">
          {receipt.partnerName}
        </Fact>
        <Fact label={t('client-payments.fields.date')}>{format.date(receipt.date)}</Fact>
        <Fact label={t('client-payments.fields.amount')} testId="receipt-amount">
          {format.money(receipt.amount, receipt.currency)}
        </Fact>
        <Fact label={t('client-payments.columns.allocated')}>
          {format.money(receipt.allocated, receipt.currency)}
        </Fact>
        <Fact label={t('client-payments.view.advance')} testId="receipt-advance">
          {format.money(receipt.remaining, receipt.currency)}
        </Fact>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('client-payments.columns.allocation-state')}
          </Text>
          <div>
            <AllocationStateBadge state={receipt.allocationState} />
          </div>
        </Stack>
      </SimpleGrid>
      <Fact label={t('client-payments.fields.description')}>{receipt.description ?? '—'}</Fact>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('client-payments.view.invoices')}
        </Title>
        {receipt.allocations.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="receipt-no-allocations">
            {receipt.status === 'voided'
              ? t('client-payments.view.voided-note')
              : t('client-payments.view.no-invoices')}
          </Text>
        ) : (
          <Table data-testid="receipt-allocations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('client-payments.invoices.number')}</Table.Th>
                <Table.Th>{t('client-payments.invoices.issue-date')}</Table.Th>
                <Table.Th ta="right">{t('client-payments.invoices.amount-due')}</Table.Th>
                <Table.Th ta="right">{t('client-payments.invoices.allocated')}</Table.Th>
                <Table.Th ta="right">{t('client-payments.invoices.remaining')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {receipt.allocations.map((allocation) => (
                <Table.Tr key={allocation.invoiceId}>
                  <Table.Td>{allocation.seriesNumber ?? '—'}</Table.Td>
                  <Table.Td>{format.date(allocation.issueDate)}</Table.Td>
                  <Table.Td ta="right">{format.number(allocation.invoiceAmountDue)}</Table.Td>
                  <Table.Td ta="right">{format.number(allocation.amount)}</Table.Td>
                  <Table.Td ta="right">{format.number(allocation.invoiceRemaining)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
