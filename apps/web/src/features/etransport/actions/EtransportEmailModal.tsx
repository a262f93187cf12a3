import { type SendEmailInput, sendEmailInputSchema } from '@app/domain/invoicing/client-document.schemas';
import { Button, Group, Modal, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { uitText } from '../components/uit-text';
import { refusalOf, useEtransportCodeText } from '../components/useEtransportCodeText';
import { useSendEtransportEmail } from '../etransport.queries';
import type { ConfirmTarget } from './ConfirmEtransportModal';

/** Errors by top field: "to.1" (one address of the list) shows on the list. */
function errorsByField(entries: Array<[string, string[]]>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [key, codes] of entries) {
    const field = key.split('.')[0] ?? key;
    result[field] = [...new Set([...(result[field] ?? []), ...codes])];
  }
  return result;
}

/** Sends the declaration's PDF by e-mail: addresses, copies, subject and a message. */
export function EtransportEmailModal({
  companyId,
  target,
  onClose,
}: {
  companyId: string;
  target: ConfirmTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const codeText = useEtransportCodeText();
  const [values, setValues] = useState<SendEmailInput>({
    to: [],
    cc: [],
    subject: t('etransport.email.subject-default', { uit: uitText(target.uit) }),
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const send = useSendEtransportEmail(companyId);
  const errorText = (field: string) => errors[field]?.map(codeText).join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = sendEmailInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues.map((issue) => [issue.path.join('.'), [issue.message]])));
      return;
    }
    try {
      await send.mutateAsync({ id: target.id, input: parsed.data });
      notifySuccess(t('etransport.email.sent'));
      onClose();
    } catch (error) {
      const fields = validationErrorsOf(error);
      const refusal = refusalOf(error);
      if (fields === null && refusal === null) notifyApiError(error);
      else
        setErrors(
          errorsByField([
            ...Object.entries(fields ?? {}),
            ...(refusal ? [['', [refusal]] as [string, string[]]] : []),
          ]),
        );
    }
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={t('etransport.email.title')} data-testid="email-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TagsInput
            label={t('etransport.email.to')}
            description={t('etransport.email.addresses-hint')}
            value={values.to}
            onChange={(to) => setValues({ ...values, to })}
            error={errorText('to')}
            required
            data-testid="email-to"
          />
          <TagsInput
            label={t('etransport.email.cc')}
            value={values.cc ?? []}
            onChange={(cc) => setValues({ ...values, cc })}
            error={errorText('cc')}
            data-testid="email-cc"
          />
          <TextInput
            label={t('etransport.email.subject')}
            value={values.subject}
            onChange={(event) => setValues({ ...values, subject: event.currentTarget.value })}
            error={errorText('subject')}
            maxLength={200}
            required
            data-testid="email-subject"
          />
          <Textarea
            label={t('etransport.email.message')}
            value={values.message ?? ''}
            onChange={(event) => setValues({ ...values, message: event.currentTarget.value })}
            error={errorText('message')}
            autosize
            minRows={4}
            maxLength={5000}
            data-testid="email-message"
          />
          {errors[''] && (
            <Text c="red" size="sm" role="alert">
              {errorText('')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('etransport.actions.dismiss')}
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="email-send">
              {t('etransport.email.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
