import { Button, Fieldset, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNestedSubmitErrorHandler } from './useNestedSubmitErrorHandler';

interface ServerFormProps<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues: TValues;
  /** Saves; a rejection is shown next to the fields (422, nested ones too) or as a toast. */
  onSubmit: (payload: TOutput) => Promise<unknown>;
  /** After a save the saved values become the form's baseline (forms that stay open, e.g. edit tabs). */
  resetOnSave?: boolean;
  readOnly?: boolean;
  submitLabel: string;
  /** Test ids are `${testId}-form` and `${testId}-submit`. */
  testId: string;
  /** Placed before the submit button (a cancel or back link), also when read-only. */
  actions?: ReactNode;
  gap?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A form that checks its values with a domain schema (the resolver) before sending them and shows
 * the server's 422 answer next to its fields: inputs inside read and write it through the form
 * context (shared/forms/FormFields). Read-only disables every input and hides the submit button.
 */
export function ServerForm<TValues extends FieldValues, TOutput>({
  resolver,
  defaultValues,
  onSubmit,
  resetOnSave = false,
  readOnly = false,
  submitLabel,
  testId,
  actions,
  gap = 'lg',
  children,
}: ServerFormProps<TValues, TOutput>) {
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  const onSubmitError = useNestedSubmitErrorHandler(form);
  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
      if (resetOnSave) form.reset(form.getValues());
    } catch (error) {
      onSubmitError(error);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid={`${testId}-form`}>
        <Fieldset disabled={readOnly} variant="unstyled">
          <Stack gap={gap}>
            {children}
            {(actions || !readOnly) && (
              <Group justify="flex-end">
                {actions}
                {!readOnly && (
                  <Button
                    type="submit"
                    loading={form.formState.isSubmitting}
                    data-testid={`${testId}-submit`}
                  >
                    {submitLabel}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Fieldset>
      </form>
    </FormProvider>
  );
}
