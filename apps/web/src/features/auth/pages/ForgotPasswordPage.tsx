import { resetPasswordStartSchema } from '@app/domain/auth/auth.schemas';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifySuccess } from '../../../shared/notify/notify';
import { useStartPasswordResetMutation } from '../auth.queries';

interface ForgotPasswordFormValues {
  email: string;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<ForgotPasswordFormValues, unknown, ForgotPasswordFormValues>({
    resolver: schemaResolver(resetPasswordStartSchema),
    defaultValues: { email: '' },
  });
  const errorText = useFieldErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const start = useStartPasswordResetMutation();

  const onSubmit = form.handleSubmit(({ email }) =>
    start.mutate(email, {
      onSuccess: () => {
        // The server answers the same whether the address exists, so the text does too.
        notifySuccess(t('auth.forgot.sent'));
        navigate(`/forgot-password/finish?${new URLSearchParams({ email })}`);
      },
      onError: onSubmitError,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('auth.forgot.title')}
        </Title>
        <Text size="sm">{t('auth.forgot.text')}</Text>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errorText(form.formState.errors.email)}
        />
        <Button type="submit" loading={start.isPending} fullWidth data-testid="forgot-password-submit">
          {t('auth.forgot.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center" data-testid="login-link">
          {t('auth.back-to-login')}
        </Anchor>
      </Stack>
    </form>
  );
}
