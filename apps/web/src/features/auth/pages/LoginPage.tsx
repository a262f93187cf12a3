import { loginRuleErrors } from '@app/domain/auth/login-rules';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CheckboxField } from '../../../shared/forms/CheckboxField';
import { rulesResolver } from '../../../shared/forms/rules-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { useLoginMutation } from '../auth.queries';

interface LoginFormValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<LoginFormValues>({
    resolver: rulesResolver<LoginFormValues>(loginRuleErrors),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const errorText = useFieldErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const login = useLoginMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate('/', { replace: true }), onError: onSubmitError }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('auth.login.title')}
        </Title>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          {...form.register('email')}
          error={errorText(errors.email)}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={errorText(errors.password)}
        />
        <Group justify="space-between">
          <CheckboxField control={form.control} name="rememberMe" label={t('fields.rememberMe')} />
          <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.login.no-account')}{' '}
          <Anchor component={Link} to="/signup" data-testid="signup-link">
            {t('auth.login.to-signup')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
