import { markReceivedInputSchema } from '@app/domain/billing/admin.schemas';
import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../../shared/format/useFormat';
import { TextField } from '../../../shared/forms/FormFields';
import { ServerForm } from '../../../shared/forms/ServerForm';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { notifySuccess } from '../../../shared/notify/notify';
import type { AdminPayment } from '../platform-admin.api';
import { useMarkPaymentReceived } from '../platform-admin.queries';

type Values = { reference: string };
type Payload = z.output<typeof markReceivedInputSchema>;

const resolver = schemaResolver<Values, Payload>(markReceivedInputSchema);

/**
 * The operator saw the transfer on the platform's bank account: the payment is accepted and buys
 * its subscription. The statement's reference is kept in the audit trail.
 */
export function MarkReceivedModal({ payment, onClose }: { payment: AdminPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const markReceived = useMarkPaymentReceived(payment.id);
  return (
    <Modal opened onClose={onClose} title={t('platform-admin.mark-received.title')} centered>
      <ServerForm<Values, Payload>
        testId="mark-received"
        gap="md"
        submitLabel={t('platform-admin.mark-received.submit')}
        actions={
          <Button variant="default" onClick={onClose}>
            {t('platform-admin.cancel')}
          </Button>
        }
        defaultValues={{ reference: '' }}
        resolver={resolver}
        onSubmit={async (payload) => {
          await markReceived.mutateAsync(payload);
          notifySuccess(t('platform-admin.mark-received.done'));
          onClose();
        }}
      >
        <Text size="sm">
          {t('platform-admin.mark-received.subject', {
            company: payment.companyName,
            amount: format.money(payment.amount, payment.currency),
            proforma: payment.proformaNumber ?? '—',
          })}
        </Text>
        <TextField
          name="reference"
          label={t('platform-admin.mark-received.reference')}
          description={t('platform-admin.mark-received.reference-hint')}
          required
          maxLength={100}
          data-testid="mark-received-reference"
        />
      </ServerForm>
    </Modal>
  );
}
