import { type SendEmailInput, sendEmailInputSchema } from '@app/domain/invoicing/client-document.schemas';
import { Button, Center, Group, Loader, Modal, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { useErrorText } from '../../../shared/invoicing/useErrorText';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { documentsApi } from '../client-documents.api';
import { useDocumentMutation, useDocumentQuery } from '../client-documents.queries';
import type { DocumentKind } from '../document-kind';

interface EmailModalProps {
  companyId: string;
  kind: DocumentKind;
  id: string;
  onClose: () => void;
}

/** Sends the document's PDF by e-mail, to the client's address unless the user changes it. */
export function EmailModal({ companyId, kind, id, onClose }: EmailModalProps) {
  const { t } = useTranslation();
  const doc = useDocumentQuery(companyId, kind, id);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('client-invoices.email.title')}
      data-testid="email-modal"
    >
      {doc.data ? (
        <EmailForm
          companyId={companyId}
          kind={kind}
          id={id}
          onClose={onClose}
          initial={{
            to: doc.data.buyer.email ? [doc.data.buyer.email] : [],
            subject: t(`client-invoices.email.subject-${kind}`, {
              number: doc.data.seriesNumber ?? '',
              company: doc.data.seller.name,
            }),
          }}
        />
      ) : (
        <Center py="lg">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      )}
    </Modal>
  );
}

/** Errors by field; "to.1" (one address of the list) shows on the list. */
function errorsByField(errors: Record<string, string[]>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [key, codes] of Object.entries(errors)) {
    const field = key.split('.')[0] ?? key;
    result[field] = [...new Set([...(result[field] ?? []), ...codes])];
  }
  return result;
}

function EmailForm({
  companyId,
  kind,
  id,
  onClose,
  initial,
}: EmailModalProps & { initial: { to: string[]; subject: string } }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<SendEmailInput>({ ...initial, cc: [], message: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const send = useDocumentMutation(companyId, (input: SendEmailInput) =>
    documentsApi.sendEmail(companyId, kind, id, input),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = sendEmailInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        found[key] = [...(found[key] ?? []), issue.message];
      }
      setErrors(errorsByField(found));
      return;
    }
    try {
      await send.mutateAsync(parsed.data);
      notifySuccess(t('client-invoices.email.sent'));
      onClose();
    } catch (error) {
      const fields = validationErrorsOf(error);
      if (fields) setErrors(errorsByField(fields));
      else notifyApiError(error);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TagsInput
          label={t('client-invoices.email.to')}
          description={t('client-invoices.email.addresses-hint')}
          value={values.to}
          onChange={(to) => setValues({ ...values, to })}
          error={errorText(errors.to)}
          required
          data-testid="email-to"
        />
        <TagsInput
          label={t('client-invoices.email.cc')}
          value={values.cc ?? []}
          onChange={(cc) => setValues({ ...values, cc })}
          error={errorText(errors.cc)}
        />
        <TextInput
          label={t('client-invoices.email.subject')}
          value={values.subject}
          onChange={(event) => setValues({ ...values, subject: event.currentTarget.value })}
          error={errorText(errors.subject)}
          maxLength={200}
          required
        />
        <Textarea
          label={t('client-invoices.email.message')}
          value={values.message ?? ''}
          onChange={(event) => setValues({ ...values, message: event.currentTarget.value })}
          error={errorText(errors.message)}
          autosize
          minRows={4}
          maxLength={5000}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('client-invoices.actions.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} data-testid="email-send">
            {t('client-invoices.email.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
