import { Button, Fieldset, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RuleTextsContext } from '../../../shared/forms/FormFields';
import { useNestedSubmitErrorHandler } from '../../../shared/forms/useNestedSubmitErrorHandler';

interface FormShellProps<TValues extends FieldValues, TPayload> {
  form: UseFormReturn<TValues, unknown, TPayload>;
  onSave: (payload: TPayload) => Promise<unknown>;
  readOnly: boolean;
  cancelTo: string;
  /** Names the form and its submit button for tests: <testId>-form, <testId>-submit. */
  testId: string;
  children: ReactNode;
}

/**
 * A form of this feature: its fields, cancel and save. A 422 answer puts each code under its field,
 * worded by products.rules.* where the shared texts do not know it; read-only users see the values.
 */
export function FormShell<TValues extends FieldValues, TPayload>({
  form,
  onSave,
  readOnly,
  cancelTo,
  testId,
  children,
}: FormShellProps<TValues, TPayload>) {
  const { t } = useTranslation();
  const onSubmitError = useNestedSubmitErrorHandler(form);
  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSave(payload);
    } catch (error) {
      onSubmitError(error);
    }
  });
  return (
    <RuleTextsContext.Provider value="products">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate data-testid={`${testId}-form`}>
          <Fieldset disabled={readOnly} variant="unstyled">
            <Stack gap="md">
              {children}
              <Group justify="flex-end">
                <Button component={Link} to={cancelTo} variant="default">
                  {readOnly ? t('products.actions.back') : t('products.actions.cancel')}
                </Button>
                {!readOnly && (
                  <Button
                    type="submit"
                    loading={form.formState.isSubmitting}
                    data-testid={`${testId}-submit`}
                  >
                    {t('products.actions.save')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Fieldset>
        </form>
      </FormProvider>
    </RuleTextsContext.Provider>
  );
}
