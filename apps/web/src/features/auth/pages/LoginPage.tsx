import { loginRuleErrors } from '@app/domain/auth/login-rules';
import type { TwoFactorChallenge } from '@app/domain/auth/two-factor.schemas';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { splitServerErrors } from '../../../shared/forms/field-errors';
import { useRuleCodeText } from '../../../shared/forms/useFieldErrorText';
import { notifyApiError, notifyError } from '../../../shared/notify/notify';
import { isCeremonyAbort } from '../../../shared/webauthn/ceremony-abort';
import { isChallenge } from '../auth.api';
import { useLoginMutation, usePasskeySignInMutation } from '../auth.queries';
import { LoginSecondStep } from '../components/LoginSecondStep';

type FieldCodes = Partial<Record<'email' | 'password', string[]>>;

// Plain React state rather than the form library the other forms use: the login page is the first
// download of every visit (spec goal: at most 200 KB of JavaScript), and three fields need little.
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const translateCode = useRuleCodeText();
  const login = useLoginMutation();
  const passkey = usePasskeySignInMutation();
  const passkeysSupported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const [values, setValues] = useState({ email: '', password: '', rememberMe: false });
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [errors, setErrors] = useState<FieldCodes>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const errorText = (codes: string[] | undefined) =>
    codes && codes.length > 0 ? codes.map(translateCode).join(' ') : undefined;

  const showErrors = (found: FieldCodes) => {
    setErrors(found);
    (found.email ? emailInput : passwordInput).current?.focus();
  };

  const onSubmitError = (error: unknown) => {
    const server = validationErrorsOf(error);
    if (server === null) {
      notifyApiError(error);
      return;
    }
    const { fields, other } = splitServerErrors(server, ['email', 'password']);
    if (Object.keys(fields).length > 0) showErrors(fields);
    if (other.length > 0) notifyError(other.map(translateCode).join(' '));
    else if (Object.keys(fields).length === 0) notifyError(t('errors.generic'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      Object.entries(loginRuleErrors(values)).map(([field, code]) => [field, [code]]),
    ) as FieldCodes;
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    login.mutate(values, {
      onSuccess: (answer) => {
        if (isChallenge(answer)) setChallenge(answer);
        else navigate('/', { replace: true });
      },
      onError: onSubmitError,
    });
  };

  const text = (field: 'email' | 'password') => ({
    name: field,
    value: values[field],
    onChange: (event: FormEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
    error: errorText(errors[field]),
  });

  if (challenge)
    return (
      <LoginSecondStep
        challenge={challenge}
        onSignedIn={() => navigate('/', { replace: true })}
        onStartOver={() => {
          setChallenge(null);
          setValues((current) => ({ ...current, password: '' }));
        }}
      />
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
          ref={emailInput}
          {...text('email')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          ref={passwordInput}
          {...text('password')}
        />
        <Group justify="space-between">
          <Checkbox
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(event) => {
              const rememberMe = event.currentTarget.checked;
              setValues((current) => ({ ...current, rememberMe }));
            }}
            label={t('fields.rememberMe')}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
        {passkeysSupported && (
          <Button
            variant="default"
            fullWidth
            loading={passkey.isPending}
            data-testid="login-passkey"
            onClick={() =>
              passkey.mutate(undefined, {
                onSuccess: () => navigate('/', { replace: true }),
                onError: (error) =>
                  isCeremonyAbort(error)
                    ? notifyError(t('auth.login.passkey-cancelled'))
                    : onSubmitError(error),
              })
            }
          >
            {t('auth.login.passkey')}
          </Button>
        )}
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
