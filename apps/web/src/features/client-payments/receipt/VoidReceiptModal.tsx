import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { usePaymentMutation } from '../../../shared/payments/payments.queries';
import { receiptsApi } from '../client-payments.api';

interface VoidReceiptModalProps {
  companyId: string;
  receiptId: string;
  seriesNumber: string | null;
  onClose: () => void;
}

/**
 * Voids an issued receipt after two confirmations (spec 02 §4): the first asks, the second says
 * plainly that it cannot be undone: the receipt keeps its number and no longer pays its invoices.
 */
export function VoidReceiptModal({ companyId, receiptId, seriesNumber, onClose }: VoidReceiptModalProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'ask' | 'irreversible'>('ask');
  const voidReceipt = usePaymentMutation(companyId, () => receiptsApi.void(companyId, receiptId));
  const confirm = async () => {
    try {
      await voidReceipt.mutateAsync(undefined);
      notifySuccess(t('client-payments.void.done', { number: seriesNumber ?? '' }));
      onClose();
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('client-payments.void.title')} data-testid="receipt-void-modal">
      {step === 'ask' ? (
        <Stack gap="md">
          <Text>{t('client-payments.void.message', { number: seriesNumber ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('client-payments.actions.cancel')}
            </Button>
            <Button
              color="red"
              variant="outline"
              onClick={() => setStep('irreversible')}
              data-testid="receipt-void-continue"
            >
              {t('client-payments.void.continue')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert
            color="red"
            title={t('client-payments.void.irreversible-title')}
            data-testid="receipt-void-irreversible"
          >
            {t('client-payments.void.irreversible', { number: seriesNumber ?? '' })}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('client-payments.void.keep')}
            </Button>
            <Button
              color="red"
              loading={voidReceipt.isPending}
              onClick={() => void confirm()}
              data-testid="receipt-void-confirm"
            >
              {t('client-payments.void.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
