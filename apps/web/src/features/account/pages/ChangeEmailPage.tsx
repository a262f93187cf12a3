import { changeEmailStartSchema } from '@app/domain/auth/auth.schemas';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifySuccess } from '../../../shared/notify/notify';
import { useIdentity } from '../../../shared/session/identity.queries';
import { useStartEmailChangeMutation } from '../account.queries';
import type { ChangeEmailStartPayload } from '../account.types';
import { AccountPageLayout } from '../components/AccountPageLayout';
import { CurrentPasswordInput } from '../components/CurrentPasswordFields';
import { useAccountErrorText } from '../useAccountErrorText';
import { VERIFY_EMAIL_PATH } from './verify-email-path';

interface ChangeEmailFormValues {
  email: string;
  password: string;
}

/** First step of an address change: the password proves it is the owner; a code goes to the new address. */
export function ChangeEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identity = useIdentity();
  const form = useForm<ChangeEmailFormValues, unknown, ChangeEmailStartPayload>({
    resolver: schemaResolver(changeEmailStartSchema),
    defaultValues: { email: '', password: '' },
  });
  const errorText = useAccountErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const start = useStartEmailChangeMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('account.email.code-sent', { email: values.email }));
        navigate(`${VERIFY_EMAIL_PATH}?${new URLSearchParams({ email: values.email })}`);
      },
      onError: onSubmitError,
    }),
  );

  return (
    <AccountPageLayout
      title={t('account.email.title')}
      intro={t('account.email.intro')}
      testId="account-email"
    >
      <Text size="sm">{t('account.email.current', { email: identity?.email ?? '' })}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('account.email.new')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={errorText(errors.email)}
          />
          <CurrentPasswordInput {...form.register('password')} error={errorText(errors.password)} />
          <Group>
            <Button type="submit" loading={start.isPending} data-testid="account-email-submit">
              {t('account.email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountPageLayout>
  );
}
