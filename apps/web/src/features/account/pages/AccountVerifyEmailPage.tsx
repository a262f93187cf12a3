import type { Identity } from '@app/domain/auth/auth.schemas';
import { VERIFICATION_CODE_LENGTH, verifyEmailFinishSchema } from '@app/domain/auth/auth.schemas';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useIdentity } from '../../../shared/session/identity.queries';
import {
  useFinishEmailChangeMutation,
  useFinishEmailVerificationMutation,
  useResendEmailVerificationMutation,
} from '../account.queries';
import { AccountPageLayout } from '../components/AccountPageLayout';
import { useAccountErrorText } from '../useAccountErrorText';

interface CodeFormValues {
  code: string;
}

/**
 * The code step. With ?email=… it confirms an address change (code sent to the new address);
 * otherwise it verifies the account's own address, with a way to send the code again.
 */
export function AccountVerifyEmailPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const [params] = useSearchParams();
  const newEmail = params.get('email');
  const changeEmail = useFinishEmailChangeMutation();
  const verifyEmail = useFinishEmailVerificationMutation();
  const resend = useResendEmailVerificationMutation();

  if (newEmail) {
    return (
      <AccountPageLayout title={t('account.verify.change-title')} testId="account-verify-email">
        <Text size="sm">{t('account.verify.change-text', { email: newEmail })}</Text>
        <CodeForm mutation={changeEmail} done={t('account.verify.changed')} />
        <Anchor component={Link} to="/my-account/change-email" size="sm">
          {t('account.verify.change-again')}
        </Anchor>
      </AccountPageLayout>
    );
  }

  if (identity?.emailVerifiedAt) {
    return (
      <AccountPageLayout title={t('account.verify.title')} testId="account-verify-email">
        <Alert color="green" data-testid="account-email-verified">
          {t('account.verify.already', { email: identity.email })}
        </Alert>
      </AccountPageLayout>
    );
  }

  return (
    <AccountPageLayout title={t('account.verify.title')} testId="account-verify-email">
      <Text size="sm">{t('account.verify.text', { email: identity?.email ?? '' })}</Text>
      <CodeForm mutation={verifyEmail} done={t('account.verify.verified')} />
      <Group>
        <Anchor
          component="button"
          type="button"
          size="sm"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => notifySuccess(t('account.verify.resent')),
              onError: notifyApiError,
            })
          }
          data-testid="account-verify-resend"
        >
          {t('account.verify.resend')}
        </Anchor>
      </Group>
    </AccountPageLayout>
  );
}

function CodeForm({
  mutation,
  done,
}: {
  mutation: UseMutationResult<Identity, Error, string>;
  done: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<CodeFormValues, unknown, CodeFormValues>({
    resolver: schemaResolver(verifyEmailFinishSchema),
    defaultValues: { code: '' },
  });
  const errorText = useAccountErrorText();
  const onSubmitError = useSubmitErrorHandler(form);

  const onSubmit = form.handleSubmit(({ code }) =>
    mutation.mutate(code, {
      onSuccess: () => {
        notifySuccess(done);
        navigate('/my-account', { replace: true });
      },
      onError: onSubmitError,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          required
          {...form.register('code')}
          error={errorText(form.formState.errors.code)}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending} data-testid="account-verify-submit">
            {t('account.verify.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
