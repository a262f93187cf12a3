import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { documentsApi } from '../client-documents.api';
import { useDocumentMutation } from '../client-documents.queries';

interface VoidModalProps {
  companyId: string;
  invoiceId: string;
  /** The invoice's number, named in the question. */
  seriesNumber: string | null;
  onClose: () => void;
}

/**
 * Voids an issued invoice once asked again: irreversible. A paid, partly paid or refunded invoice
 * is refused by the server; its reason shows here.
 */
export function VoidModal({ companyId, invoiceId, seriesNumber, onClose }: VoidModalProps) {
  const { t, i18n } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const voidInvoice = useDocumentMutation(companyId, () => documentsApi.void(companyId, invoiceId));

  const confirm = async () => {
    setRefusal(null);
    try {
      await voidInvoice.mutateAsync(undefined);
      notifySuccess(t('client-invoices.void.done'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const message = (error.body as { message?: unknown } | undefined)?.message;
        setRefusal(
          typeof message === 'string' && i18n.exists(message)
            ? t(message)
            : t('client-invoices.void.refused'),
        );
      } else {
        notifyApiError(error);
      }
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('client-invoices.void.title')} data-testid="void-modal">
      <Stack gap="md">
        <Text>{t('client-invoices.void.message', { number: seriesNumber ?? '' })}</Text>
        {refusal && (
          <Alert color="red" role="alert" data-testid="void-refused">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('client-invoices.actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={voidInvoice.isPending}
            onClick={() => void confirm()}
            data-testid="void-confirm"
          >
            {t('client-invoices.void.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
