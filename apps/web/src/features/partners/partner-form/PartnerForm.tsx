import {
  PARTNER_ROLES,
  PARTNER_TYPES,
  type PartnerInput,
  partnerInputSchema,
} from '@app/domain/partners/partner.schemas';
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AddressFields } from '../../../shared/address/AddressFields';
import { TextareaField, TextField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import { ServerForm } from '../../../shared/forms/ServerForm';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { ChoiceField } from './ChoiceField';
import { IdentificationSection } from './IdentificationSection';
import { hiddenFields, normalizePartnerValues, type PartnerFormValues } from './partner-form-values';

// Hidden inputs are emptied before the domain schema checks the values.
const resolver = schemaResolver<PartnerFormValues, PartnerInput>(
  z.preprocess(normalizePartnerValues, partnerInputSchema),
);

interface PartnerFormProps {
  mode: 'create' | 'edit';
  initialValues: PartnerFormValues;
  submitLabel: string;
  /** Resolves when saved; a rejection is shown next to the fields (422) or as a toast. */
  onSubmit: (payload: PartnerInput) => Promise<unknown>;
  readOnly?: boolean;
  /** Content placed before the submit button (e.g. a cancel link). */
  actions?: ReactNode;
}

/** Contact details and the codes the partner's role allows (client codes, supplier codes). */
function ContactAndCodes() {
  const { t } = useTranslation();
  const [type, role, address] = useWatch<PartnerFormValues, ['type', 'role', 'address']>({
    name: ['type', 'role', 'address'],
  });
  const hidden = hiddenFields({ type, role, address });
  const code = (name: keyof PartnerFormValues) =>
    hidden.has(name) ? null : <TextField name={name} label={t(`partners.fields.${name}`)} maxLength={50} />;
  return (
    <>
      <FormSection title={t('partners.form.sections.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="email" type="email" label={t('partners.fields.email')} maxLength={255} />
          <TextField name="website" type="url" label={t('partners.fields.website')} maxLength={255} />
          <TextField name="phone" type="tel" label={t('partners.fields.phone')} />
          <TextField name="mobilePhone" type="tel" label={t('partners.fields.mobilePhone')} />
          <TextField name="fax" type="tel" label={t('partners.fields.fax')} />
          <TextField name="other" label={t('partners.fields.other')} maxLength={255} />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('partners.form.sections.codes')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {code('clientAccountingId')}
          {code('clientExternalId')}
          {code('supplierInternalId')}
          {code('supplierAccountingId')}
        </SimpleGrid>
        <TextareaField
          name="extraDetails"
          label={t('partners.fields.extraDetails')}
          description={t('partners.form.extra-details-hint')}
          maxLength={500}
        />
      </FormSection>
    </>
  );
}

/**
 * The partner form of the create page and of the details tab: type and role choosers, names and ids
 * (with the registry lookup for Romanian companies), main address, contact and codes. Validated with
 * the domain schema before it is sent; the server's 422 errors land next to the fields.
 */
export function PartnerForm({
  mode,
  initialValues,
  submitLabel,
  onSubmit,
  readOnly = false,
  actions,
}: PartnerFormProps) {
  const { t } = useTranslation();
  return (
    <ServerForm<PartnerFormValues, PartnerInput>
      resolver={resolver}
      defaultValues={initialValues}
      onSubmit={onSubmit}
      resetOnSave={mode === 'edit'}
      readOnly={readOnly}
      submitLabel={submitLabel}
      testId="partner"
      actions={actions}
    >
      <FormSection title={t('partners.form.sections.kind')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ChoiceField
            name="type"
            label={t('partners.fields.type')}
            options={PARTNER_TYPES.map((value) => ({ value, label: t(`partners.types.${value}`) }))}
            disabled={mode === 'edit' || readOnly}
          />
          <ChoiceField
            name="role"
            label={t('partners.fields.role')}
            options={PARTNER_ROLES.map((value) => ({ value, label: t(`partners.roles.${value}`) }))}
            disabled={readOnly}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('partners.form.sections.identification')}>
        <IdentificationSection mode={mode} />
      </FormSection>
      <FormSection title={t('partners.form.sections.address')}>
        <AddressFields name="address" testId="partner-address" />
      </FormSection>
      <ContactAndCodes />
    </ServerForm>
  );
}
