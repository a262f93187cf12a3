import { VERIFICATION_CODE_LENGTH, verifyEmailFinishSchema } from '@app/domain/auth/auth.schemas';
import { Anchor, Button, Group, LoadingOverlay, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useIdentity } from '../../../shared/session/identity.queries';
import { useLogout } from '../../../shared/session/useLogout';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../auth.queries';

interface VerifyEmailFormValues {
  code: string;
}

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identity = useIdentity();
  const form = useForm<VerifyEmailFormValues, unknown, VerifyEmailFormValues>({
    resolver: schemaResolver(verifyEmailFinishSchema),
    defaultValues: { code: '' },
  });
  const errorText = useFieldErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const verify = useVerifyEmailMutation();
  const resend = useResendVerificationMutation();
  const logout = useLogout();

  if (identity?.emailVerifiedAt) return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate(code, { onSuccess: () => navigate('/', { replace: true }), onError: onSubmitError }),
  );
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => notifySuccess(t('auth.verify.resent')),
      onError: notifyApiError,
    });

  return (
    <form onSubmit={onSubmit} noValidate>
      <LoadingOverlay visible={logout.isPending} />
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('auth.verify.title')}
        </Title>
        <Text size="sm">{t('auth.verify.text', { email: identity?.email ?? '' })}</Text>
        <TextInput
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          required
          {...form.register('code')}
          error={errorText(form.formState.errors.code)}
        />
        <Button type="submit" loading={verify.isPending} fullWidth data-testid="verify-email-submit">
          {t('auth.verify.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onResend}
            disabled={resend.isPending}
            data-testid="verify-email-resend"
          >
            {t('auth.verify.resend')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={logout.run} data-testid="logout">
            {t('auth.logout')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
