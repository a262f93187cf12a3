import type { SubscriptionPayment } from '@app/domain/billing/purchase.schemas';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { billingApi } from './billing.api';

/** After a purchase by bank transfer: the platform's proforma, what to pay, and its PDF. */
export function ProformaIssued({
  companyId,
  payment,
  onClose,
}: {
  companyId: string;
  payment: SubscriptionPayment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="md" data-testid="proforma-issued">
      <Alert color="blue">
        {t('billing.buy.proforma-issued', {
          number: payment.proformaNumber,
          amount: format.money(payment.amount, payment.currency),
        })}
      </Alert>
      <Group justify="flex-end">
        <Button
          variant="light"
          component="a"
          href={billingApi.documentUrl(companyId, payment.id, 'proforma')}
          download
          data-testid="proforma-download"
        >
          {t('billing.buy.download-proforma')}
        </Button>
        <Button onClick={onClose}>{t('billing.buy.close-done')}</Button>
      </Group>
    </Stack>
  );
}
