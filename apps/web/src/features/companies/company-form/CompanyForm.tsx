import { companyCreateSchema, companyUpdateSchema } from '@app/domain/companies/company.schemas';
import { Anchor, Button, Checkbox, Fieldset, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AddressFields } from '../../../shared/address/AddressFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
import { useNestedSubmitErrorHandler } from '../../../shared/forms/useNestedSubmitErrorHandler';
import { TermsModal } from '../../../shared/legal/TermsModal';
import type { CompanyUpdatePayload } from '../companies.types';
import { ContactSection } from './ContactSection';
import { type CompanyFormValues, normalizeCompanyValues } from './company-form-values';
import { IdentificationSection } from './IdentificationSection';

// The hidden address inputs are dropped before the domain schemas check the values.
const createResolver = schemaResolver<CompanyFormValues, CompanyUpdatePayload>(
  z.preprocess(normalizeCompanyValues, companyCreateSchema),
);
const updateResolver = schemaResolver<CompanyFormValues, CompanyUpdatePayload>(
  z.preprocess(normalizeCompanyValues, companyUpdateSchema),
);

interface CompanyFormProps {
  mode: 'create' | 'edit';
  initialValues: CompanyFormValues;
  submitLabel: string;
  /** Resolves when saved; a rejection is shown next to the fields (422) or as a toast. */
  onSubmit: (payload: CompanyUpdatePayload) => Promise<unknown>;
  readOnly?: boolean;
  /** Content placed before the submit button (e.g. a cancel link). */
  actions?: ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function TermsField() {
  const { field, fieldState } = useController<CompanyFormValues, 'tos'>({ name: 'tos' });
  const errorText = useFieldErrorText();
  const [termsOpen, terms] = useDisclosure(false);
  return (
    <>
      <TermsModal opened={termsOpen} onClose={terms.close} />
      <Checkbox
        ref={field.ref}
        name={field.name}
        checked={field.value}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        error={errorText(fieldState.error)}
        data-testid="company-tos"
        label={
          <Trans
            i18nKey="companies.form.tos"
            components={{
              terms: (
                <Anchor
                  component="button"
                  type="button"
                  inherit
                  onClick={terms.open}
                  data-testid="company-terms-link"
                />
              ),
            }}
          />
        }
      />
    </>
  );
}

/**
 * The company form of the creation pages and of the details tab: identification (with the registry
 * lookup), registered office, contact, extra details, and the terms on creation. Validated with the
 * domain's schemas before it is sent; the server's 422 errors land next to the fields, nested ones too.
 */
export function CompanyForm({
  mode,
  initialValues,
  submitLabel,
  onSubmit,
  readOnly = false,
  actions,
}: CompanyFormProps) {
  const { t } = useTranslation();
  const form = useForm<CompanyFormValues, unknown, CompanyUpdatePayload>({
    resolver: mode === 'create' ? createResolver : updateResolver,
    defaultValues: initialValues,
  });
  const onSubmitError = useNestedSubmitErrorHandler(form);

  const submit = form.handleSubmit(async (payload) => {
    try {
      await onSubmit(payload);
      // The saved values become the new baseline, so "unsaved changes" starts over.
      if (mode === 'edit') form.reset(form.getValues());
    } catch (error) {
      onSubmitError(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate data-testid="company-form">
        <Fieldset disabled={readOnly} variant="unstyled">
          <Stack gap="lg">
            <Section title={t('companies.form.sections.identification')}>
              <IdentificationSection mode={mode} />
            </Section>
            <Section title={t('companies.form.sections.address')}>
              <AddressFields name="address" testId="company-address" />
            </Section>
            <Section title={t('companies.form.sections.contact')}>
              <ContactSection />
            </Section>
            {mode === 'create' && <TermsField />}
            {!readOnly && (
              <Group justify="flex-end">
                {actions}
                <Button type="submit" loading={form.formState.isSubmitting} data-testid="company-submit">
                  {submitLabel}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      </form>
    </FormProvider>
  );
}
