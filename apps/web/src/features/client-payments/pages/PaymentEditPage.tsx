import type { PaymentType } from '@app/domain/invoicing/client-payment.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { Alert, Anchor, Button, Center, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifySuccess } from '../../../shared/notify/notify';
import { usePaymentQuery, useReceiptSeriesQuery, useSavePayment } from '../client-payments.queries';
import { DeletePaymentModal } from '../components/DeletePaymentModal';
import { PaymentForm } from '../payment-form/PaymentForm';
import { emptyPaymentValues, paymentValuesOf, prefillOfSearch } from '../payment-form/payment-form-values';
import { PAYMENT_PATHS, pathOfPayment } from '../payment-paths';
import { useClientPaymentsCompany } from '../useClientPaymentsCompany';

/** Where the receipt series are made (settings). */
const SERIES_CREATE_PATH = '/settings/documents-series/create';

/**
 * /clients/payments/create and /clients/payments/:paymentId (bank transfers), /clients/receipts/create
 * and /clients/receipts/:paymentId (draft receipts; an issued one opens its page instead).
 */
export function PaymentEditPage({ type }: { type: PaymentType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().paymentId ?? null;
  // A new bank transfer opened from an invoice ("payments" of the invoice) starts with it.
  const [search] = useSearchParams();
  const prefill = id === null && type === 'bank-transfer' ? prefillOfSearch(search) : null;
  const { companyId, canWrite } = useClientPaymentsCompany();
  const payment = usePaymentQuery(companyId, id);
  const receipt = type === 'receipt';
  const series = useReceiptSeriesQuery(companyId, receipt);
  const save = useSavePayment(companyId, id);
  const [deleting, setDeleting] = useState(false);
  const texts = receipt ? 'client-payments.receipt-form' : 'client-payments.transfer-form';
  const listPath = receipt ? PAYMENT_PATHS.receipts : PAYMENT_PATHS.payments;

  let content: ReactNode;
  if ((id !== null && payment.isPending) || (receipt && series.isPending)) {
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
        backLabel={t('client-payments.actions.back')}
        data-testid="payment-load-error"
      />
    );
  } else if (payment.data && (payment.data.type !== type || (receipt && payment.data.status !== 'draft'))) {
    // Another type's page, or an issued receipt: its own page shows it.
    return <Navigate to={pathOfPayment(payment.data)} replace />;
  } else if (receipt && (series.data?.items.length ?? 0) === 0) {
    content = (
      <Alert
        color="orange"
        title={t('client-payments.receipt-form.no-series')}
        data-testid="receipt-no-series"
      >
        <Anchor component={Link} to={SERIES_CREATE_PATH}>
          {t('client-payments.receipt-form.create-series')}
        </Anchor>
      </Alert>
    );
  } else {
    const current = payment.data ?? null;
    const seriesOptions = (series.data?.items ?? []).map((row) => ({
      value: row.id,
      label: `${row.prefix}${row.suffix ?? ''} (${row.nextNumber ?? ''})`,
    }));
    const cancelTo = current && receipt ? PAYMENT_PATHS.viewReceipt(current.id) : listPath;
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
        submitLabel={t('client-payments.actions.save')}
        actions={
          <>
            {current && canWrite && (
              <Button
                variant="outline"
                color="red"
                onClick={() => setDeleting(true)}
                data-testid="payment-delete"
              >
                {t('client-payments.actions.delete')}
              </Button>
            )}
            <Button component={Link} to={cancelTo} variant="default">
              {canWrite ? t('client-payments.actions.cancel') : t('client-payments.actions.back')}
            </Button>
          </>
        }
        onSave={async (payload) => {
          const saved = await save.mutateAsync(payload);
          notifySuccess(t(`${texts}.saved`));
          navigate(receipt ? PAYMENT_PATHS.viewReceipt(saved.id) : listPath);
        }}
      />
    );
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={listPath} size="sm">
          ← {t(receipt ? 'client-payments.receipts.title' : 'client-payments.payments.title')}
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
