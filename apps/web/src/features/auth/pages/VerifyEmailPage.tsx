import { VERIFICATION_CODE_LENGTH, verifyEmailFinishSchema } from '@app/domain/auth/auth.schemas';
import { Anchor, Button, Group, LoadingOverlay, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { PageLoader } from '../../../shared/layout/PageLoader';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useIdentityQuery } from '../../../shared/session/identity.queries';
import { useLogout } from '../../../shared/session/useLogout';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../auth.queries';

interface VerifyEmailFormValues {
  code: string;
}

/**
 * The address's code signs the account in. Right after sign-up there is no session and the address
 * comes in the link (`?email=`); an older unverified session names its own address.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identityQuery = useIdentityQuery();
  const identity = identityQuery.data ?? null;
  const [params] = useSearchParams();
  const email = identity?.email ?? params.get('email') ?? '';
  // Sent with the code only without a session (the session names the account otherwise).
  const addressOfRequest = identity ? undefined : email;
  const form = useForm<VerifyEmailFormValues, unknown, VerifyEmailFormValues>({
    resolver: schemaResolver(verifyEmailFinishSchema),
    defaultValues: { code: '' },
  });
  const errorText = useFieldErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const verify = useVerifyEmailMutation();
  const resend = useResendVerificationMutation();
  const logout = useLogout();

  if (identityQuery.isPending) return <PageLoader />;
  if (identity?.emailVerifiedAt) return <Navigate to="/" replace />;
  if (!email) return <Navigate to="/login" replace />;

  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate(
      { code, email: addressOfRequest },
      { onSuccess: () => navigate('/', { replace: true }), onError: onSubmitError },
    ),
  );
  const onResend = () =>
    resend.mutate(addressOfRequest, {
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
        <Text size="sm">{t('auth.verify.text', { email })}</Text>
        {!identity && (
          <Text size="xs" c="dimmed">
            {t('auth.verify.existing-hint')}
          </Text>
        )}
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
          {identity ? (
            <Anchor component="button" type="button" size="sm" onClick={logout.run} data-testid="logout">
              {t('auth.logout')}
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login" size="sm" data-testid="verify-email-to-login">
              {t('auth.verify.to-login')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
