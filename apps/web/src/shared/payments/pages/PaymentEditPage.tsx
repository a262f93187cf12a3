import type { PaymentType } from '@app/domain/invoicing/client-payment.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { Alert, Anchor, Button, Center, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../layout/LoadErrorAlert';
import { notifySuccess } from '../../notify/notify';
import { DeletePaymentModal } from '../components/DeletePaymentModal';
import { PaymentForm } from '../payment-form/PaymentForm';
import { emptyPaymentValues, paymentValuesOf } from '../payment-form/payment-form-values';
import { useInvoicePrefill } from '../payment-form/useInvoicePrefill';
import { pathOfPayment } from '../payment-side';
import { usePaymentSide, usePaymentsCompany } from '../payment-side-context';
import { usePaymentQuery, useReceiptSeriesQuery, useSavePayment } from '../payments.queries';

/** Where the receipt series are made (settings). */
const SERIES_CREATE_PATH = '/settings/documents-series/create';

/**
 * /clients/payments/create and /clients/payments/:paymentId (bank transfers), /clients/receipts/create
 * and /clients/receipts/:paymentId (draft receipts; an issued one opens its page instead); the same
 * under /suppliers (a supplier receipt, /suppliers/receipts/:receiptId, is always edited here).
 */
export function PaymentEditPage({ type }: { type: PaymentType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.paymentId ?? params.receiptId ?? null;
  const side = usePaymentSide();
  const { paths: PAYMENT_PATHS, issuedReceipts } = side;
  const { companyId, canWrite, canDelete } = usePaymentsCompany();
  // A new payment opened from an invoice ("payments" of the invoice) starts with it.
  const [search] = useSearchParams();
  const opened = useInvoicePrefill(companyId, id === null ? search : null, type);
  const prefill = opened.prefill;
  const payment = usePaymentQuery(companyId, id);
  const receipt = type === 'receipt';
  // Only the company's own receipts take one of its series.
  const series = useReceiptSeriesQuery(companyId, receipt && issuedReceipts);
  const save = useSavePayment(companyId, id);
  const [deleting, setDeleting] = useState(false);
  const texts = `${side.texts}.${receipt ? 'receipt-form' : 'transfer-form'}`;
  const listPath = receipt ? PAYMENT_PATHS.receipts : PAYMENT_PATHS.payments;
  const issuedReceipt = receipt && issuedReceipts;

  let content: ReactNode;
  if ((id !== null && payment.isPending) || (issuedReceipt && series.isPending) || opened.pending) {
    content = (
      <Center py="lg">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (id !== null && (payment.isError || payment.data === undefined)) {
    content = (
      <LoadErrorAlert
        error={payment.error}
        backTo={listPath}
        backLabel={t(`${side.texts}.actions.back`)}
        data-testid="payment-load-error"
      />
    );
  } else if (
    payment.data &&
    (payment.data.type !== type || (issuedReceipt && payment.data.status !== 'draft'))
  ) {
    // Another type's page, or an issued receipt: its own page shows it.
    return <Navigate to={pathOfPayment(PAYMENT_PATHS, payment.data)} replace />;
  } else if (issuedReceipt && (series.data?.items.length ?? 0) === 0) {
    content = (
      <Alert color="orange" title={t(`${texts}.no-series`)} data-testid="receipt-no-series">
        <Anchor component={Link} to={SERIES_CREATE_PATH}>
          {t(`${texts}.create-series`)}
        </Anchor>
      </Alert>
    );
  } else {
    const current = payment.data ?? null;
    const seriesOptions = (series.data?.items ?? []).map((row) => ({
      value: row.id,
      label: `${row.prefix}${row.suffix ?? ''} (${row.nextNumber ?? ''})`,
    }));
    const cancelTo = current && issuedReceipt ? PAYMENT_PATHS.openReceipt(current.id) : listPath;
    content = (
      <PaymentForm
        key={current?.id ?? prefill?.invoiceId ?? 'new'}
        companyId={companyId}
        payment={current}
        prefill={prefill}
        defaultValues={
          current
            ? paymentValuesOf(current)
            : {
                ...emptyPaymentValues(type, todayInRomania(), seriesOptions[0]?.value ?? ''),
                ...(prefill ? { partnerId: prefill.partnerId, currency: prefill.currency } : {}),
              }
        }
        seriesOptions={seriesOptions}
        readOnly={!canWrite}
        submitLabel={t(`${side.texts}.actions.save`)}
        actions={
          <>
            {current && canDelete && (
              <Button
                variant="outline"
                color="red"
                onClick={() => setDeleting(true)}
                data-testid="payment-delete"
              >
                {t(`${side.texts}.actions.delete`)}
              </Button>
            )}
            <Button component={Link} to={cancelTo} variant="default">
              {canWrite ? t(`${side.texts}.actions.cancel`) : t(`${side.texts}.actions.back`)}
            </Button>
          </>
        }
        onSave={async (payload) => {
          const saved = await save.mutateAsync(payload);
          notifySuccess(t(`${texts}.saved`));
          navigate(issuedReceipt ? PAYMENT_PATHS.openReceipt(saved.id) : listPath);
        }}
      />
    );
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={listPath} size="sm">
          ← {t(`${side.texts}.${receipt ? 'receipts' : 'payments'}.title`)}
        </Anchor>
        <Title order={1} size="h2" data-testid="payment-form-title">
          {t(id === null ? `${texts}.create-title` : `${texts}.edit-title`)}
        </Title>
        <Paper withBorder p="md">
          {content}
        </Paper>
      </Stack>
      {deleting && payment.data && (
        <DeletePaymentModal
          companyId={companyId}
          payment={payment.data}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(listPath)}
        />
      )}
    </Container>
  );
}

export const TransferEditPage = () => <PaymentEditPage type="bank-transfer" />;
export const ReceiptEditPage = () => <PaymentEditPage type="receipt" />;
