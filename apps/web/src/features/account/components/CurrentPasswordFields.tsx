import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '../../../shared/session/identity.queries';

/** The account's address in a hidden field: lets password managers know whose password is asked. */
export function UsernameHint() {
  const identity = useIdentity();
  return (
    <input
      type="text"
      name="username"
      autoComplete="username"
      value={identity?.email ?? ''}
      readOnly
      hidden
    />
  );
}

/** The current password, asked before a change of the account's security. */
export function CurrentPasswordInput(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('account.current-password')}
      autoComplete="current-password"
      required
      {...props}
    />
  );
}
