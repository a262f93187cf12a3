import {
  SUPPLIER_MESSAGE_MAX,
  type SupplierInvoice,
  type SupplierInvoiceMessageInput,
  supplierInvoiceMessageInputSchema,
} from '@app/domain/invoicing/supplier-invoice.schemas';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../shared/forms/CheckboxField';
import { TextareaField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifyError, notifySuccess } from '../../../shared/notify/notify';
import { reasonText, refusalOf } from '../reason-text';
import { supplierInvoicesApi } from '../supplier-invoices.api';
import { useSupplierInvoiceMutation } from '../supplier-invoices.queries';

type Action = 'confirm' | 'reject';
type Values = { message: string; confirmed: boolean };

const resolver = schemaResolver<Values, SupplierInvoiceMessageInput>(supplierInvoiceMessageInputSchema);

/**
 * The RO e-Factura message to the supplier (spec 02 §5 E-invoice message): the company confirms or
 * rejects a received invoice with a message and a confirmation box. Each action is offered only
 * when the server allows it (`abilities.confirm` / `abilities.reject`); otherwise it is shown
 * disabled with the reason, e.g. the company has no active e-invoice connection.
 */
export function MessageModal({
  companyId,
  invoice,
  initialAction,
  onClose,
}: {
  companyId: string;
  invoice: SupplierInvoice;
  initialAction: Action;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<Action>(initialAction);
  const form = useForm<Values, unknown, SupplierInvoiceMessageInput>({
    resolver,
    defaultValues: { message: '', confirmed: false },
  });
  const onError = useSubmitErrorHandler(form);
  const answer = useSupplierInvoiceMutation(companyId, (input: SupplierInvoiceMessageInput) =>
    supplierInvoicesApi.answer(companyId, invoice.id, action, input),
  );
  const blocked = invoice.abilities[action];
  const submit = form.handleSubmit(async (input) => {
    try {
      await answer.mutateAsync(input);
      notifySuccess(t(`supplier-invoices.message.done-${action}`));
      onClose();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) notifyError(reasonText(t, i18n, refusal));
      else onError(error);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('supplier-invoices.message.title')}
      data-testid="message-modal"
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SegmentedControl
              value={action}
              onChange={(value) => setAction(value as Action)}
              data={[
                { value: 'confirm', label: t('supplier-invoices.actions.confirm') },
                { value: 'reject', label: t('supplier-invoices.actions.reject') },
              ]}
              data-testid="message-action"
            />
            <Text size="sm" c="dimmed">
              {t(`supplier-invoices.message.explain-${action}`, { number: invoice.seriesNumber })}
            </Text>
            {blocked && (
              <Alert color="orange" data-testid="message-blocked">
                {reasonText(t, i18n, blocked)}
              </Alert>
            )}
            <TextareaField
              name="message"
              label={t('supplier-invoices.message.message')}
              required
              maxLength={SUPPLIER_MESSAGE_MAX}
              disabled={blocked !== null}
              data-testid="message-text"
            />
            <CheckboxField
              control={form.control}
              name="confirmed"
              label={t(`supplier-invoices.message.confirm-${action}`)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('supplier-invoices.actions.cancel')}
              </Button>
              <Button
                type="submit"
                color={action === 'reject' ? 'red' : undefined}
                disabled={blocked !== null}
                loading={form.formState.isSubmitting}
                data-testid="message-submit"
              >
                {t(`supplier-invoices.actions.${action}`)}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
