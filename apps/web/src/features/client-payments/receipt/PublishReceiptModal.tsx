import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, validationErrorsOf } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { usePaymentMutation } from '../../../shared/payments/payments.queries';
import { receiptsApi } from '../client-payments.api';

/** Why the server refused to issue the receipt, in words (date order, invoices paid meanwhile...). */
export function publishRefusalKey(errors: Record<string, string[]>): string {
  if (errors.date?.includes('sequential')) return 'client-payments.publish.sequential';
  if (Object.keys(errors).some((field) => field.startsWith('allocations')))
    return 'client-payments.publish.allocations';
  if (errors.status) return 'client-payments.errors.not-draft';
  if (errors.documentSeriesId) return 'client-payments.publish.series';
  return 'client-payments.publish.refused';
}

/** Issues a draft receipt once asked again: it takes the next number of its series and pays its invoices. */
export function PublishReceiptModal({
  companyId,
  receiptId,
  onClose,
}: {
  companyId: string;
  receiptId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const publish = usePaymentMutation(companyId, () => receiptsApi.publish(companyId, receiptId));
  const confirm = async () => {
    setRefusal(null);
    try {
      const receipt = await publish.mutateAsync(undefined);
      notifySuccess(t('client-payments.publish.done', { number: receipt.seriesNumber ?? '' }));
      onClose();
    } catch (error) {
      const errors = validationErrorsOf(error);
      if (error instanceof ApiError && errors) setRefusal(t(publishRefusalKey(errors)));
      else notifyApiError(error);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('client-payments.publish.title')}
      data-testid="receipt-publish-modal"
    >
      <Stack gap="md">
        <Text>{t('client-payments.publish.message')}</Text>
        {refusal && (
          <Alert color="red" role="alert" data-testid="receipt-publish-refused">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('client-payments.actions.cancel')}
          </Button>
          <Button
            loading={publish.isPending}
            onClick={() => void confirm()}
            data-testid="receipt-publish-confirm"
          >
            {t('client-payments.publish.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
