import { REFERENCE_FIELDS, TAX_POINT_TYPES } from '@app/domain/invoicing/client-document.schemas';
import { Accordion, SimpleGrid, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { SelectField, TextareaField, TextField } from '../../../shared/forms/FormFields';
import { FieldFindings, useFormFindings, WithFindings } from '../../../shared/invoicing/EInvoiceFindings';
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

/**
 * Sections holding a value (open from the start), an error or an e-Factura finding (opened when it
 * comes).
 */
function sectionsWith(
  values: Partial<DocumentFormValues>,
  errors: FieldErrors<DocumentFormValues>,
  findings: ReadonlyMap<string, unknown> = new Map(),
): SectionKey[] {
  return (Object.keys(SECTION_FIELDS) as SectionKey[]).filter((key) =>
    SECTION_FIELDS[key].some(
      (name) => Boolean(values[name]) || errors[name] !== undefined || findings.has(name),
    ),
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
  const findings = useFormFindings();
  const withErrors = sectionsWith({}, errors, findings?.fields);
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
            <WithFindings key={name} field={name}>
              <TextField name={name} label={field(name)} maxLength={200} />
            </WithFindings>
          ))}
          <WithFindings field="paymentIdentifier">
            <TextField name="paymentIdentifier" label={field('paymentIdentifier')} maxLength={140} />
          </WithFindings>
          <TextField name="qrCodeText" label={field('qrCodeText')} maxLength={500} />
        </SimpleGrid>
        {kind === 'invoice' && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <WithFindings field="previousInvoiceNumber">
              <TextField
                name="previousInvoiceNumber"
                label={field('previousInvoiceNumber')}
                maxLength={200}
              />
            </WithFindings>
            <WithFindings field="previousInvoiceDate">
              <DateField name="previousInvoiceDate" label={field('previousInvoiceDate')} />
            </WithFindings>
          </SimpleGrid>
        )}
      </Stack>
    ),
    notes: (
      <Stack gap="md">
        <WithFindings field="notes">
          <TextareaField name="notes" label={field('notes')} />
        </WithFindings>
        <WithFindings field="footerNotes">
          <TextareaField name="footerNotes" label={field('footerNotes')} />
        </WithFindings>
      </Stack>
    ),
    beneficiary: (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WithFindings field="beneficiaryName">
          <TextField name="beneficiaryName" label={field('beneficiaryName')} maxLength={200} />
        </WithFindings>
        <WithFindings field="beneficiaryBusinessId">
          <TextField name="beneficiaryBusinessId" label={field('beneficiaryBusinessId')} maxLength={50} />
        </WithFindings>
      </SimpleGrid>
    ),
    delivery: (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WithFindings field="deliveryDate">
          <DateField name="deliveryDate" label={field('deliveryDate')} />
        </WithFindings>
      </SimpleGrid>
    ),
    'billing-period': (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WithFindings field="billingPeriodStart">
          <DateField name="billingPeriodStart" label={field('billingPeriodStart')} />
        </WithFindings>
        <WithFindings field="billingPeriodEnd">
          <DateField name="billingPeriodEnd" label={field('billingPeriodEnd')} />
        </WithFindings>
      </SimpleGrid>
    ),
    'tax-point': (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WithFindings field="taxPointType">
          <SelectField
            name="taxPointType"
            label={field('taxPointType')}
            data={TAX_POINT_TYPES.map((type) => ({
              value: type,
              label: t(`client-invoices.tax-point-types.${type}`),
            }))}
          />
        </WithFindings>
        {taxPointType !== 'issue-date' ? (
          <WithFindings field="taxPointDate">
            <DateField name="taxPointDate" label={field('taxPointDate')} required />
          </WithFindings>
        ) : (
          // The tax point is the issue date: what concerns it still shows here.
          <FieldFindings field="taxPointDate" />
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
