import { resetPasswordFinishSchema, VERIFICATION_CODE_LENGTH } from '@app/domain/auth/auth.schemas';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifySuccess } from '../../../shared/notify/notify';
import { useFinishPasswordResetMutation } from '../auth.queries';
import type { ResetPasswordFinishPayload } from '../auth.types';
import { NewPasswordFields } from '../components/NewPasswordFields';

interface ForgotPasswordFinishFormValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export function ForgotPasswordFinishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useForm<ForgotPasswordFinishFormValues, unknown, ResetPasswordFinishPayload>({
    resolver: schemaResolver(resetPasswordFinishSchema),
    criteriaMode: 'all',
    defaultValues: { email: searchParams.get('email') ?? '', code: '', password: '', confirmPassword: '' },
  });
  const errorText = useFieldErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const finish = useFinishPasswordResetMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    finish.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('auth.forgot-finish.done'));
        navigate('/login', { replace: true });
      },
      onError: onSubmitError,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('auth.forgot-finish.title')}
        </Title>
        <Text size="sm">{t('auth.forgot-finish.text')}</Text>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          {...form.register('email')}
          error={errorText(errors.email)}
        />
        <TextInput
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          required
          {...form.register('code')}
          error={errorText(errors.code)}
        />
        <NewPasswordFields
          passwordLabel={t('fields.newPassword')}
          password={{ ...form.register('password'), error: errorText(errors.password) }}
          confirmPassword={{ ...form.register('confirmPassword'), error: errorText(errors.confirmPassword) }}
        />
        <Button
          type="submit"
          loading={finish.isPending}
          fullWidth
          data-testid="forgot-password-finish-submit"
        >
          {t('auth.forgot-finish.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center" data-testid="login-link">
          {t('auth.back-to-login')}
        </Anchor>
      </Stack>
    </form>
  );
}
