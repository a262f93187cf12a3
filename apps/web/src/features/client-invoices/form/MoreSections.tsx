import { REFERENCE_FIELDS, TAX_POINT_TYPES } from '@app/domain/invoicing/client-document.schemas';
import { Accordion, SimpleGrid, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { SelectField, TextareaField, TextField } from '../../../shared/forms/FormFields';
import type { DocumentKind } from '../document-kind';
import type { DocumentFormValues } from './document-form-values';

/** The fields of each optional section, to open the sections that hold values or errors. */
const SECTION_FIELDS = {
  references: [
    ...REFERENCE_FIELDS,
    'paymentIdentifier',
    'qrCodeText',
    'previousInvoiceNumber',
    'previousInvoiceDate',
  ],
  notes: ['notes', 'footerNotes'],
  beneficiary: ['beneficiaryName', 'beneficiaryBusinessId'],
  delivery: ['deliveryDate'],
  'billing-period': ['billingPeriodStart', 'billingPeriodEnd'],
  'tax-point': ['taxPointDate'],
} as const satisfies Record<string, readonly (keyof DocumentFormValues)[]>;
type SectionKey = keyof typeof SECTION_FIELDS;

const INVOICE_ONLY: SectionKey[] = ['billing-period', 'tax-point'];

/** Sections holding a value (open from the start) or an error (opened when the error comes). */
function sectionsWith(
  values: Partial<DocumentFormValues>,
  errors: FieldErrors<DocumentFormValues>,
): SectionKey[] {
  return (Object.keys(SECTION_FIELDS) as SectionKey[]).filter((key) =>
    SECTION_FIELDS[key].some((name) => Boolean(values[name]) || errors[name] !== undefined),
  );
}

/**
 * References and notes, beneficiary, delivery, and for invoices the billing period and the tax
 * point: folded until used. A proforma has no previous invoice, billing period or tax point.
 */
export function MoreSections({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation();
  const form = useFormContext<DocumentFormValues>();
  const taxPointType = useWatch({ control: form.control, name: 'taxPointType' });
  const errors = form.formState.errors;
  const [opened, setOpened] = useState<string[]>(() => sectionsWith(form.getValues(), {}));
  const withErrors = sectionsWith({}, errors);
  const shown = [...new Set([...opened, ...withErrors])];
  const field = (name: string) => t(`client-invoices.fields.${name}`);
  const sections = (Object.keys(SECTION_FIELDS) as SectionKey[]).filter(
    (key) => kind === 'invoice' || !INVOICE_ONLY.includes(key),
  );

  const content: Record<SectionKey, ReactNode> = {
    references: (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {REFERENCE_FIELDS.map((name) => (
            <TextField key={name} name={name} label={field(name)} maxLength={200} />
          ))}
          <TextField name="paymentIdentifier" label={field('paymentIdentifier')} maxLength={140} />
          <TextField name="qrCodeText" label={field('qrCodeText')} maxLength={500} />
        </SimpleGrid>
        {kind === 'invoice' && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextField name="previousInvoiceNumber" label={field('previousInvoiceNumber')} maxLength={200} />
            <DateField name="previousInvoiceDate" label={field('previousInvoiceDate')} />
          </SimpleGrid>
        )}
      </Stack>
    ),
    notes: (
      <Stack gap="md">
        <TextareaField name="notes" label={field('notes')} />
        <TextareaField name="footerNotes" label={field('footerNotes')} />
      </Stack>
    ),
    beneficiary: (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="beneficiaryName" label={field('beneficiaryName')} maxLength={200} />
        <TextField name="beneficiaryBusinessId" label={field('beneficiaryBusinessId')} maxLength={50} />
      </SimpleGrid>
    ),
    delivery: (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField name="deliveryDate" label={field('deliveryDate')} />
      </SimpleGrid>
    ),
    'billing-period': (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField name="billingPeriodStart" label={field('billingPeriodStart')} />
        <DateField name="billingPeriodEnd" label={field('billingPeriodEnd')} />
      </SimpleGrid>
    ),
    'tax-point': (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="taxPointType"
          label={field('taxPointType')}
          data={TAX_POINT_TYPES.map((type) => ({
            value: type,
            label: t(`client-invoices.tax-point-types.${type}`),
          }))}
        />
        {taxPointType !== 'issue-date' && (
          <DateField name="taxPointDate" label={field('taxPointDate')} required />
        )}
      </SimpleGrid>
    ),
  };

  return (
    <Accordion multiple variant="separated" value={shown} onChange={setOpened} data-testid="document-more">
      {sections.map((key) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control data-testid={`document-section-${key}`}>
            {t(`client-invoices.sections.${key}`)}
          </Accordion.Control>
          <Accordion.Panel>{content[key]}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
