import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePaymentSide } from '../payment-side-context';

/** The payment-type choice of spec 02 §2: money through the bank, or cash against a receipt. */
export function PaymentTypeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { texts, paths } = usePaymentSide();
  return (
    <Modal opened onClose={onClose} title={t(`${texts}.type-choice.title`)} data-testid="payment-type-modal">
      <Stack gap="md">
        <Text size="sm">{t(`${texts}.type-choice.message`)}</Text>
        <Button
          variant="outline"
          size="md"
          onClick={() => navigate(paths.createTransfer)}
          data-testid="payment-type-bank-transfer"
        >
          {t(`${texts}.types.bank-transfer`)}
        </Button>
        <Button
          variant="outline"
          size="md"
          onClick={() => navigate(paths.createReceipt)}
          data-testid="payment-type-receipt"
        >
          {t(`${texts}.types.receipt`)}
        </Button>
      </Stack>
    </Modal>
  );
}
