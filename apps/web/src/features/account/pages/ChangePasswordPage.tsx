import { changePasswordSchema } from '@app/domain/auth/auth.schemas';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifySuccess } from '../../../shared/notify/notify';
import { useChangePasswordMutation } from '../account.queries';
import type { ChangePasswordPayload } from '../account.types';
import { AccountPageLayout } from '../components/AccountPageLayout';
import { CurrentPasswordInput, UsernameHint } from '../components/CurrentPasswordFields';
import { useAccountErrorText } from '../useAccountErrorText';

interface ChangePasswordFormValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordFormValues = { currentPassword: '', password: '', confirmPassword: '' };

/** A new password; the account's other sessions end, this one stays signed in. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordFormValues, unknown, ChangePasswordPayload>({
    resolver: schemaResolver(changePasswordSchema),
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });
  const errorText = useAccountErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const change = useChangePasswordMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifySuccess(t('account.password.changed'));
      },
      onError: onSubmitError,
    }),
  );

  return (
    <AccountPageLayout
      title={t('account.password.title')}
      intro={t('account.password.intro')}
      testId="account-password"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <UsernameHint />
          <CurrentPasswordInput
            {...form.register('currentPassword')}
            error={errorText(errors.currentPassword)}
          />
          <PasswordInput
            label={t('fields.newPassword')}
            description={t('account.password.hint')}
            autoComplete="new-password"
            required
            {...form.register('password')}
            error={errorText(errors.password)}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
            error={errorText(errors.confirmPassword)}
          />
          <Group>
            <Button type="submit" loading={change.isPending} data-testid="account-password-submit">
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountPageLayout>
  );
}
