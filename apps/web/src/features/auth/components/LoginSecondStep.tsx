import { secondStepRuleErrors } from '@app/domain/auth/login-rules';
import type { TwoFactorChallenge } from '@app/domain/auth/two-factor.schemas';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { useRuleCodeText } from '../../../shared/forms/useFieldErrorText';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { useLoginSecondStepMutation, useResendLoginSmsMutation } from '../auth.queries';

type Field = 'code' | 'recoveryCode';

/**
 * The second step of a sign-in with two-factor on: the code of the app or of the SMS, or one of
 * the recovery codes. Plain state like the login form, for the same reason (the first download).
 */
export function LoginSecondStep({
  challenge,
  onSignedIn,
  onStartOver,
}: {
  challenge: TwoFactorChallenge;
  onSignedIn: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const translateCode = useRuleCodeText();
  const secondStep = useLoginSecondStepMutation();
  const resend = useResendLoginSmsMutation();
  const [field, setField] = useState<Field>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const showError = (code: string) => {
    setError(translateCode(code));
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = field === 'code' ? { code: value.trim() } : { recoveryCode: value.trim() };
    const rule = secondStepRuleErrors(payload)[field];
    if (rule) {
      showError(rule);
      return;
    }
    setError(undefined);
    secondStep.mutate(payload, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        const codes = Object.values(validationErrorsOf(failure) ?? {}).flat();
        if (codes.includes('two-factor.login-expired')) {
          notifyApiError(failure);
          onStartOver();
        } else if (codes.length > 0) showError(codes[0] as string);
        else notifyApiError(failure);
      },
    });
  };

  const switchTo = (next: Field) => {
    setField(next);
    setValue('');
    setError(undefined);
  };

  const intro =
    field === 'recoveryCode'
      ? t('auth.two-factor.recovery-intro')
      : challenge.twoFactorType === 'sms'
        ? t('auth.two-factor.sms-intro', { phone: challenge.maskedPhone ?? '' })
        : t('auth.two-factor.app-intro');

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-second-step">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('auth.two-factor.title')}
        </Title>
        <Text size="sm">{intro}</Text>
        <TextInput
          key={field}
          ref={input}
          name={field}
          label={field === 'code' ? t('auth.two-factor.code') : t('auth.two-factor.recovery-code')}
          autoComplete={field === 'code' ? 'one-time-code' : 'off'}
          inputMode={field === 'code' ? 'numeric' : 'text'}
          maxLength={field === 'code' ? 6 : 11}
          autoFocus
          required
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" loading={secondStep.isPending} fullWidth data-testid="login-second-step-submit">
          {t('auth.two-factor.submit')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => switchTo(field === 'code' ? 'recoveryCode' : 'code')}
            data-testid="login-second-step-switch"
          >
            {field === 'code' ? t('auth.two-factor.use-recovery') : t('auth.two-factor.use-code')}
          </Anchor>
          {challenge.twoFactorType === 'sms' && field === 'code' && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('auth.two-factor.sms-resent')),
                  onError: notifyApiError,
                })
              }
            >
              {t('auth.two-factor.resend')}
            </Anchor>
          )}
        </Group>
        <Anchor component="button" type="button" size="sm" onClick={onStartOver}>
          {t('auth.two-factor.start-over')}
        </Anchor>
      </Stack>
    </form>
  );
}
