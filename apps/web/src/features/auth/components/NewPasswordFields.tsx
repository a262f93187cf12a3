import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type RegisteredField = UseFormRegisterReturn & { error?: string };

/** A new password with its rules hint, and its confirmation: the pair every password form asks for. */
export function NewPasswordFields(props: {
  passwordLabel: string;
  password: RegisteredField;
  confirmPassword: RegisteredField;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={props.passwordLabel}
        description={t('auth.password-hint')}
        autoComplete="new-password"
        required
        {...props.password}
      />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...props.confirmPassword}
      />
    </>
  );
}
