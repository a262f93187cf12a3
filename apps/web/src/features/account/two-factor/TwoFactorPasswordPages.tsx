import { twoFactorPasswordSchema } from '@app/domain/auth/two-factor.schemas';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifySuccess } from '../../../shared/notify/notify';
import { useIdentity } from '../../../shared/session/identity.queries';
import { AccountPageLayout } from '../components/AccountPageLayout';
import { CurrentPasswordInput, UsernameHint } from '../components/CurrentPasswordFields';
import { useAccountErrorText } from '../useAccountErrorText';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { useDeactivateTwoFactorMutation, useRegenerateRecoveryCodesMutation } from './two-factor.queries';

type PasswordValues = { password: string };

/** The current password, asked before new recovery codes or turning two-factor sign-in off. */
function PasswordForm({
  submitLabel,
  submitTestId,
  color,
  pending,
  onPassword,
}: {
  submitLabel: string;
  submitTestId: string;
  color?: string;
  pending: boolean;
  onPassword: (password: string, onError: (error: unknown) => void) => void;
}) {
  const form = useForm<PasswordValues, unknown, PasswordValues>({
    resolver: schemaResolver(twoFactorPasswordSchema),
    defaultValues: { password: '' },
  });
  const errorText = useAccountErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const onSubmit = form.handleSubmit((values) => onPassword(values.password, onSubmitError));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <UsernameHint />
        <CurrentPasswordInput
          {...form.register('password')}
          error={errorText(form.formState.errors.password)}
        />
        <Group>
          <Button type="submit" color={color} loading={pending} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NotEnabled() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" data-testid="two-factor-not-enabled">
      {t('account.two-factor.status-off')}
    </Alert>
  );
}

export function TwoFactorRegeneratePage() {
  const { t } = useTranslation();
  const enabled = Boolean(useIdentity()?.twoFactorType);
  const regenerate = useRegenerateRecoveryCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <AccountPageLayout
      title={t('account.two-factor.regenerate.title')}
      intro={t('account.two-factor.regenerate.intro')}
      testId="account-two-factor-regenerate"
    >
      {codes ? (
        <RecoveryCodesPanel codes={codes} />
      ) : enabled ? (
        <PasswordForm
          submitLabel={t('account.two-factor.regenerate.submit')}
          submitTestId="two-factor-regenerate"
          pending={regenerate.isPending}
          onPassword={(password, onError) =>
            regenerate.mutate(password, {
              onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
              onError,
            })
          }
        />
      ) : (
        <NotEnabled />
      )}
    </AccountPageLayout>
  );
}

export function TwoFactorDeactivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enabled = Boolean(useIdentity()?.twoFactorType);
  const deactivate = useDeactivateTwoFactorMutation();
  return (
    <AccountPageLayout
      title={t('account.two-factor.deactivate.title')}
      intro={t('account.two-factor.deactivate.intro')}
      testId="account-two-factor-deactivate"
    >
      {enabled ? (
        <Stack gap="md">
          <Text size="sm">{t('account.two-factor.deactivate.warning')}</Text>
          <PasswordForm
            submitLabel={t('account.two-factor.deactivate.submit')}
            submitTestId="two-factor-deactivate"
            color="red"
            pending={deactivate.isPending}
            onPassword={(password, onError) =>
              deactivate.mutate(password, {
                onSuccess: () => {
                  notifySuccess(t('account.two-factor.deactivate.done'));
                  navigate('/my-account/two-factor-authentication');
                },
                onError,
              })
            }
          />
        </Stack>
      ) : (
        <NotEnabled />
      )}
    </AccountPageLayout>
  );
}
