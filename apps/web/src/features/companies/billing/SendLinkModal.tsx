import { paymentLinkInputSchema } from '@app/domain/billing/purchase.schemas';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { ruleMessage } from '../../../shared/forms/rule-messages';
import { currentLocale } from '../../../shared/i18n/i18n';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useSendPaymentLink } from './billing.queries';

/** Sends a pending payment's page by e-mail to whoever pays it (an accountant, say). */
export function SendLinkModal({
  companyId,
  paymentId,
  onClose,
}: {
  companyId: string;
  paymentId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendPaymentLink(companyId);
  const codeText = (code: string) => t(ruleMessage(code).key, ruleMessage(code).params);

  const submit = async () => {
    const parsed = paymentLinkInputSchema.safeParse({ email, locale: currentLocale() });
    if (!parsed.success) {
      setError(codeText(parsed.error.issues[0]?.message ?? 'invalid'));
      return;
    }
    try {
      await send.mutateAsync({ id: paymentId, input: parsed.data });
      notifySuccess(t('billing.payments.link-sent', { email: parsed.data.email }));
      onClose();
    } catch (failure) {
      const fields = validationErrorsOf(failure);
      if (fields?.email) setError(fields.email.map(codeText).join(' '));
      else notifyApiError(failure);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('billing.payments.send-link')}>
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('billing.payments.link-email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          required
          data-testid="payment-link-email"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('billing.buy.close')}
          </Button>
          <Button onClick={() => void submit()} loading={send.isPending} data-testid="payment-link-send">
            {t('billing.payments.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
