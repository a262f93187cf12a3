import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RuleTextsContext } from '../forms/FormFields';

interface InvoiceFormFrameProps<Values extends FieldValues, Payload> {
  form: UseFormReturn<Values, unknown, Payload>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The texts' namespace of the side's buttons ("client-invoices" / "supplier-invoices"). */
  texts: string;
  cancelTo: string;
  'data-testid': string;
  children: ReactNode;
}

/**
 * What holds an invoice form of either side: the form context, the rule texts of the lines (the
 * client invoice form's: both sides have the same line schema and codes) and cancel / save buttons.
 */
export function InvoiceFormFrame<Values extends FieldValues, Payload>({
  form,
  onSubmit,
  texts,
  cancelTo,
  'data-testid': testId,
  children,
}: InvoiceFormFrameProps<Values, Payload>) {
  const { t } = useTranslation();
  return (
    <RuleTextsContext.Provider value="client-invoices">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate data-testid={testId}>
          <Stack gap="md">
            {children}
            <Group justify="flex-end">
              <Button component={Link} to={cancelTo} variant="default">
                {t(`${texts}.actions.cancel`)}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting} data-testid="document-submit">
                {t(`${texts}.actions.save`)}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </RuleTextsContext.Provider>
  );
}
