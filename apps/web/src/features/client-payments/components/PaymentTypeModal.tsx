import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAYMENT_PATHS } from '../payment-paths';

/** The payment-type choice of spec 02 §2: money through the bank, or cash against a receipt. */
export function PaymentTypeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('client-payments.type-choice.title')}
      data-testid="payment-type-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t('client-payments.type-choice.message')}</Text>
        <Button
          variant="outline"
          size="md"
          onClick={() => navigate(PAYMENT_PATHS.createTransfer)}
          data-testid="payment-type-bank-transfer"
        >
          {t('client-payments.types.bank-transfer')}
        </Button>
        <Button
          variant="outline"
          size="md"
          onClick={() => navigate(PAYMENT_PATHS.createReceipt)}
          data-testid="payment-type-receipt"
        >
          {t('client-payments.types.receipt')}
        </Button>
      </Stack>
    </Modal>
  );
}
