import { updateAccountSchema } from '@app/domain/auth/auth.schemas';
import { LOCALES, type Locale } from '@app/domain/auth/locale';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../shared/forms/CheckboxField';
import { PersonNameFields } from '../../../shared/forms/PersonNameFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { i18n } from '../../../shared/i18n/i18n';
import { notifySuccess } from '../../../shared/notify/notify';
import { useIdentity } from '../../../shared/session/identity.queries';
import { useTimezonesQuery, useUpdateAccountMutation } from '../account.queries';
import type { UpdateAccountPayload } from '../account.types';
import { AccountPageLayout } from '../components/AccountPageLayout';
import { useAccountErrorText } from '../useAccountErrorText';

interface DetailsFormValues {
  fname: string;
  lname: string;
  timezone: string;
  marketingOptIn: boolean;
  locale: Locale;
}

/** Language names are written in their own language, as language pickers do. */
const LANGUAGE_NAMES: Record<Locale, string> = { 'ro-RO': 'Română', 'en-GB': 'English' };

export function ChangeDetailsPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const timezones = useTimezonesQuery();
  const form = useForm<DetailsFormValues, unknown, UpdateAccountPayload>({
    resolver: schemaResolver(updateAccountSchema),
    values: identity
      ? {
          fname: identity.fname,
          lname: identity.lname,
          timezone: identity.timezone,
          marketingOptIn: identity.marketingOptIn,
          locale: identity.locale,
        }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const errorText = useAccountErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const update = useUpdateAccountMutation();
  const { errors } = form.formState;

  const timezoneOptions = useMemo(() => {
    const options = Object.entries(timezones.data ?? {}).map(([value, label]) => ({ value, label }));
    // The saved zone stays selectable while the list loads (or if the list lacks it).
    const current = identity?.timezone;
    if (current && !options.some((option) => option.value === current)) {
      options.unshift({ value: current, label: current });
    }
    return options;
  }, [timezones.data, identity?.timezone]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        // The language may just have changed: the message speaks the new one.
        notifySuccess(i18n.t('account.details.saved'));
      },
      onError: onSubmitError,
    }),
  );

  return (
    <AccountPageLayout
      title={t('account.details.title')}
      intro={t('account.details.intro')}
      testId="account-details"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PersonNameFields
            fname={{ ...form.register('fname'), error: errorText(errors.fname) }}
            lname={{ ...form.register('lname'), error: errorText(errors.lname) }}
          />
          <Controller
            control={form.control}
            name="locale"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('account.details.language')}
                required
                allowDeselect={false}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
                error={errorText(fieldState.error)}
                data-testid="account-locale"
              />
            )}
          />
          <Controller
            control={form.control}
            name="timezone"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('account.details.timezone')}
                required
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('account.details.timezone-none')}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                data={timezoneOptions}
                limit={100}
                error={errorText(fieldState.error)}
                data-testid="account-timezone"
              />
            )}
          />
          <CheckboxField control={form.control} name="marketingOptIn" label={t('fields.marketingOptIn')} />
          <Group>
            <Button type="submit" loading={update.isPending} data-testid="account-details-submit">
              {t('account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountPageLayout>
  );
}
