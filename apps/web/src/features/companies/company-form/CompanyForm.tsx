import { companyCreateSchema, companyUpdateSchema } from '@app/domain/companies/company.schemas';
import { Anchor, Checkbox } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AddressFields } from '../../../shared/address/AddressFields';
import { FormSection } from '../../../shared/forms/FormSection';
import { ServerForm } from '../../../shared/forms/ServerForm';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
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
  return (
    <ServerForm<CompanyFormValues, CompanyUpdatePayload>
      resolver={mode === 'create' ? createResolver : updateResolver}
      defaultValues={initialValues}
      onSubmit={onSubmit}
      // The saved values become the new baseline, so "unsaved changes" starts over.
      resetOnSave={mode === 'edit'}
      readOnly={readOnly}
      submitLabel={submitLabel}
      testId="company"
      actions={actions}
    >
      <FormSection title={t('companies.form.sections.identification')}>
        <IdentificationSection mode={mode} />
      </FormSection>
      <FormSection title={t('companies.form.sections.address')}>
        <AddressFields name="address" testId="company-address" />
      </FormSection>
      <FormSection title={t('companies.form.sections.contact')}>
        <ContactSection />
      </FormSection>
      {mode === 'create' && <TermsField />}
    </ServerForm>
  );
}
