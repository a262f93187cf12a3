import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCancelPayment, usePaymentQuery } from './billing.queries';

/**
 * Back from the payment provider (`?payment=<id>`, with `&canceled=1` when the buyer gave up): the
 * payment's state, asked again while pending, until it is accepted or rejected.
 */
export function PaymentReturn({ companyId, onAccepted }: { companyId: string; onAccepted?: () => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('payment');
  const canceled = params.get('canceled') === '1';
  const payment = usePaymentQuery(companyId, paymentId);
  const cancel = useCancelPayment(companyId);
  const cancelAsked = useRef(false);

  useEffect(() => {
    if (!canceled || !paymentId || cancelAsked.current) return;
    if (payment.data?.status !== 'pending' && payment.data?.status !== 'processing') return;
    cancelAsked.current = true;
    cancel.mutate(paymentId);
  }, [canceled, paymentId, payment.data?.status, cancel]);

  const accepted = (cancel.data?.status ?? payment.data?.status) === 'accepted';
  useEffect(() => {
    if (accepted) onAccepted?.();
  }, [accepted, onAccepted]);

  if (!paymentId) return null;
  const dismiss = () => setParams({}, { replace: true });
  const state = cancel.data?.status ?? payment.data?.status;

  if (payment.isError) {
    return (
      <Alert color="red" data-testid="payment-return" withCloseButton onClose={dismiss}>
        {t('billing.return.load-failed')}
      </Alert>
    );
  }
  if (!state || state === 'pending' || state === 'processing') {
    return (
      <Alert color="blue" data-testid="payment-return" data-state="pending">
        <Group gap="sm">
          <Loader size="xs" />
          <Text size="sm">{t('billing.return.pending')}</Text>
          {payment.data?.payUrl && (
            <Button size="xs" variant="light" component="a" href={payment.data.payUrl}>
              {t('billing.return.continue')}
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  return (
    <Alert
      color={state === 'accepted' ? 'green' : 'yellow'}
      data-testid="payment-return"
      data-state={state}
      withCloseButton
      onClose={dismiss}
    >
      {state === 'accepted' ? t('billing.return.accepted') : t('billing.return.rejected')}
    </Alert>
  );
}
