import { signupSchema } from '@app/domain/auth/auth.schemas';
import { Anchor, Button, Divider, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { CheckboxField } from '../../../shared/forms/CheckboxField';
import { PersonNameFields } from '../../../shared/forms/PersonNameFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { currentLocale } from '../../../shared/i18n/i18n';
import { useSignupMutation } from '../auth.queries';
import type { SignupPayload } from '../auth.types';
import { NewPasswordFields } from '../components/NewPasswordFields';

interface SignupFormValues {
  fname: string;
  lname: string;
  email: string;
  password: string;
  confirmPassword: string;
  tos: boolean;
  marketingOptIn: boolean;
  signupCompanyBusinessId: string;
  signupCompanyLegalName: string;
}

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<SignupFormValues, unknown, SignupPayload>({
    resolver: schemaResolver(signupSchema),
    // All composition rules of the password show at once, not one per attempt.
    criteriaMode: 'all',
    defaultValues: {
      fname: '',
      lname: '',
      email: '',
      password: '',
      confirmPassword: '',
      tos: false,
      marketingOptIn: false,
      signupCompanyBusinessId: '',
      signupCompanyLegalName: '',
    },
  });
  const errorText = useFieldErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const signup = useSignupMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signup.mutate(
      {
        ...values,
        // The account speaks the language the user signed up in.
        locale: currentLocale(),
        signupCompanyBusinessId: values.signupCompanyBusinessId || null,
        signupCompanyLegalName: values.signupCompanyLegalName || null,
      },
      {
        onSuccess: (_answer, payload) =>
          navigate(`/verify-email?email=${encodeURIComponent(payload.email)}`, { replace: true }),
        onError: onSubmitError,
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('auth.signup.title')}
        </Title>
        <PersonNameFields
          fname={{ ...form.register('fname'), error: errorText(errors.fname) }}
          lname={{ ...form.register('lname'), error: errorText(errors.lname) }}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errorText(errors.email)}
        />
        <NewPasswordFields
          passwordLabel={t('fields.password')}
          password={{ ...form.register('password'), error: errorText(errors.password) }}
          confirmPassword={{ ...form.register('confirmPassword'), error: errorText(errors.confirmPassword) }}
        />
        <Divider label={t('auth.signup.company')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('fields.signupCompanyBusinessId')}
            {...form.register('signupCompanyBusinessId')}
            error={errorText(errors.signupCompanyBusinessId)}
          />
          <TextInput
            label={t('fields.signupCompanyLegalName')}
            autoComplete="organization"
            {...form.register('signupCompanyLegalName')}
            error={errorText(errors.signupCompanyLegalName)}
          />
        </SimpleGrid>
        <CheckboxField
          control={form.control}
          name="tos"
          label={
            <Trans
              i18nKey="auth.signup.tos"
              components={{
                terms: <Anchor component={Link} to="terms-of-service" inherit data-testid="terms-link" />,
              }}
            />
          }
        />
        <CheckboxField control={form.control} name="marketingOptIn" label={t('fields.marketingOptIn')} />
        <Button type="submit" loading={signup.isPending} fullWidth data-testid="signup-submit">
          {t('auth.signup.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.signup.has-account')}{' '}
          <Anchor component={Link} to="/login" data-testid="login-link">
            {t('auth.signup.to-login')}
          </Anchor>
        </Text>
      </Stack>
      <Outlet />
    </form>
  );
}
