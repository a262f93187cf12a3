import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../notify/notify';
import { usePaymentMutation, usePaymentsApi } from '../payments.queries';

interface DeletePaymentModalProps {
  companyId: string;
  payment: { id: string; type: string };
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Deletes a bank transfer (its invoices get back what it paid), a draft client receipt or a supplier
 * receipt, once asked again.
 */
export function DeletePaymentModal({ companyId, payment, onClose, onDeleted }: DeletePaymentModalProps) {
  const { t } = useTranslation();
  const { side, api } = usePaymentsApi();
  const texts = side.texts;
  const remove = usePaymentMutation(companyId, () => api.remove(companyId, payment.id));
  const confirm = async () => {
    try {
      await remove.mutateAsync(undefined);
      notifySuccess(t(`${texts}.delete.done`));
      onClose();
      onDeleted?.();
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(`${texts}.delete.title`)} data-testid="payment-delete-modal">
      <Stack gap="md">
        <Text>{t(payment.type === 'receipt' ? `${texts}.delete.receipt` : `${texts}.delete.transfer`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(`${texts}.actions.cancel`)}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => void confirm()}
            data-testid="payment-delete-confirm"
          >
            {t(`${texts}.actions.delete`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
