import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { paymentsApi } from '../client-payments.api';
import { usePaymentMutation } from '../client-payments.queries';

interface DeletePaymentModalProps {
  companyId: string;
  payment: { id: string; type: string };
  onClose: () => void;
  onDeleted?: () => void;
}

/** Deletes a bank transfer (its invoices get back what it paid) or a draft receipt, once asked again. */
export function DeletePaymentModal({ companyId, payment, onClose, onDeleted }: DeletePaymentModalProps) {
  const { t } = useTranslation();
  const remove = usePaymentMutation(companyId, () => paymentsApi.remove(companyId, payment.id));
  const confirm = async () => {
    try {
      await remove.mutateAsync(undefined);
      notifySuccess(t('client-payments.delete.done'));
      onClose();
      onDeleted?.();
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('client-payments.delete.title')}
      data-testid="payment-delete-modal"
    >
      <Stack gap="md">
        <Text>
          {t(
            payment.type === 'receipt' ? 'client-payments.delete.receipt' : 'client-payments.delete.transfer',
          )}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('client-payments.actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => void confirm()}
            data-testid="payment-delete-confirm"
          >
            {t('client-payments.actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
