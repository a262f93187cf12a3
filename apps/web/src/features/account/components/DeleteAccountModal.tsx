import { deleteAccountSchema } from '@app/domain/auth/auth.schemas';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { notifyApiError } from '../../../shared/notify/notify';
import { useDeleteAccountMutation } from '../account.queries';
import { deletionRefusalKey } from '../account-errors';
import { useAccountErrorText } from '../useAccountErrorText';

/** The word to type before the account can be deleted (spec 02 §5). */
export const CONFIRM_WORD = 'confirm';

const deleteFormSchema = deleteAccountSchema.extend({
  confirmation: z
    .string()
    .refine((value) => value.trim().toLowerCase() === CONFIRM_WORD, { message: 'confirm-word' }),
});

interface DeleteFormValues {
  password: string;
  confirmation: string;
}

/**
 * Schedules the account's deletion: the password and the word "confirm". Success signs out
 * everywhere and lands on login, saying that signing in within 30 days cancels the deletion.
 */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DeleteFormValues, unknown, z.output<typeof deleteFormSchema>>({
    resolver: schemaResolver(deleteFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const errorText = useAccountErrorText();
  const remove = useDeleteAccountMutation();
  const { errors } = form.formState;

  const close = () => {
    if (remove.isPending) return;
    form.reset();
    setRefusal(null);
    onClose();
  };

  const onError = (error: unknown) => {
    const refused = deletionRefusalKey(error);
    if (refused) {
      setRefusal(refused);
      return;
    }
    const fields = validationErrorsOf(error);
    const password = fields?.password;
    if (password && password.length > 0) {
      form.setError('password', { type: 'server', message: password.join('\n') }, { shouldFocus: true });
      return;
    }
    notifyApiError(error);
  };

  const onSubmit = form.handleSubmit(({ password }) => {
    setRefusal(null);
    remove.mutate(password, {
      onError,
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('account.delete.title')}
      data-testid="delete-account-modal"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('account.delete.warning')}</Text>
          {refusal && (
            <Alert color="red" data-testid="delete-account-refused">
              {t(refusal, { defaultValue: t('account.errors.deletion-refused') })}
            </Alert>
          )}
          <PasswordInput
            label={t('account.current-password')}
            autoComplete="current-password"
            required
            {...form.register('password')}
            error={errorText(errors.password)}
          />
          <TextInput
            label={t('account.delete.confirm-label', { word: CONFIRM_WORD })}
            autoComplete="off"
            required
            {...form.register('confirmation')}
            error={errorText(errors.confirmation)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending} data-testid="delete-account-submit">
              {t('account.delete.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
