import {
  type TwoFactorFinishInput,
  type TwoFactorSetup,
  type TwoFactorStartInput,
  type TwoFactorType,
  twoFactorFinishSchema,
  twoFactorStartSchema,
} from '@app/domain/auth/two-factor.schemas';
import { Anchor, Button, Code, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useIdentity } from '../../../shared/session/identity.queries';
import { AccountPageLayout } from '../components/AccountPageLayout';
import { CurrentPasswordInput, UsernameHint } from '../components/CurrentPasswordFields';
import { useAccountErrorText } from '../useAccountErrorText';
import { QrCode } from './QrCode';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import {
  useFinishTwoFactorMutation,
  useResendSetupSmsMutation,
  useStartTwoFactorMutation,
} from './two-factor.queries';

/** Two-factor sign-in in my account: its state, or the setup (method, first code, recovery codes). */
export function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const type = useIdentity()?.twoFactorType ?? null;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <AccountPageLayout
      title={t('account.two-factor.setup.title')}
      intro={t('account.two-factor.setup.intro')}
      testId="account-two-factor-setup"
    >
      {recoveryCodes ? (
        <Stack gap="md">
          <Text size="sm" data-testid="two-factor-status">
            {t('account.two-factor.enabled')}
          </Text>
          <RecoveryCodesPanel codes={recoveryCodes} />
        </Stack>
      ) : type ? (
        <EnabledState type={type} />
      ) : setup ? (
        <FinishForm setup={setup} onDone={setRecoveryCodes} onRestart={() => setSetup(null)} />
      ) : (
        <StartForm onStarted={setSetup} />
      )}
    </AccountPageLayout>
  );
}

function EnabledState({ type }: { type: TwoFactorType }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="two-factor-status">
        {t('account.two-factor.status-on', { type: t(`account.two-factor.types.${type}`) })}
      </Text>
      <Group>
        <Anchor
          component={Link}
          to="/my-account/two-factor-authentication-regenerate"
          data-testid="two-factor-regenerate-link"
        >
          {t('account.two-factor.regenerate.title')}
        </Anchor>
        <Anchor
          component={Link}
          to="/my-account/two-factor-authentication-deactivate"
          data-testid="two-factor-deactivate-link"
        >
          {t('account.two-factor.deactivate.title')}
        </Anchor>
      </Group>
    </Stack>
  );
}

function StartForm({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const { t } = useTranslation();
  const form = useForm<TwoFactorStartInput, unknown, TwoFactorStartInput>({
    resolver: schemaResolver(twoFactorStartSchema),
    defaultValues: { type: 'app', phone: '' },
  });
  const errorText = useAccountErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const start = useStartTwoFactorMutation();
  const type = form.watch('type');
  const onSubmit = form.handleSubmit((values) =>
    start.mutate(values.type === 'app' ? { type: 'app' } : values, {
      onSuccess: onStarted,
      onError: onSubmitError,
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('account.two-factor.status-off')}</Text>
        <Radio.Group
          label={t('account.two-factor.method')}
          value={type}
          onChange={(value) => form.setValue('type', value as TwoFactorType)}
          error={errorText(form.formState.errors.type)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="app" label={t('account.two-factor.method-app')} data-testid="two-factor-type-app" />
            <Radio value="sms" label={t('account.two-factor.method-sms')} data-testid="two-factor-type-sms" />
          </Stack>
        </Radio.Group>
        {type === 'sms' && (
          <TextInput
            label={t('account.two-factor.phone')}
            description={t('account.two-factor.phone-hint')}
            type="tel"
            autoComplete="tel"
            required
            {...form.register('phone')}
            error={errorText(form.formState.errors.phone)}
          />
        )}
        <Group>
          <Button type="submit" loading={start.isPending} data-testid="two-factor-start">
            {t('account.two-factor.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FinishForm({
  setup,
  onDone,
  onRestart,
}: {
  setup: TwoFactorSetup;
  onDone: (codes: string[]) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TwoFactorFinishInput, unknown, TwoFactorFinishInput>({
    resolver: schemaResolver(twoFactorFinishSchema),
    defaultValues: { code: '', password: '' },
  });
  const errorText = useAccountErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const finish = useFinishTwoFactorMutation();
  const resend = useResendSetupSmsMutation();
  const onSubmit = form.handleSubmit((values) =>
    finish.mutate(values, {
      onSuccess: ({ recoveryCodes }) => {
        notifySuccess(t('account.two-factor.enabled'));
        onDone(recoveryCodes);
      },
      onError: onSubmitError,
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {setup.type === 'app' && setup.otpauthUri && setup.secret ? (
          <Stack gap="xs">
            <Text size="sm">{t('account.two-factor.scan')}</Text>
            <QrCode value={setup.otpauthUri} label={t('account.two-factor.qr-label')} />
            <Text size="sm">{t('account.two-factor.manual')}</Text>
            <Code fz="md" data-testid="two-factor-secret">
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text size="sm" data-testid="two-factor-sms-sent">
              {t('account.two-factor.sms-sent', { phone: setup.phone })}
            </Text>
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(undefined, {
                    onSuccess: () => notifySuccess(t('account.two-factor.sms-resent')),
                    onError: notifyApiError,
                  })
                }
              >
                {t('account.two-factor.resend')}
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={onRestart}>
                {t('account.two-factor.change-method')}
              </Button>
            </Group>
          </Stack>
        )}
        <UsernameHint />
        <TextInput
          label={t('account.two-factor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.register('code')}
          error={errorText(form.formState.errors.code)}
        />
        <CurrentPasswordInput
          {...form.register('password')}
          error={errorText(form.formState.errors.password)}
        />
        <Group>
          <Button type="submit" loading={finish.isPending} data-testid="two-factor-finish">
            {t('account.two-factor.finish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
