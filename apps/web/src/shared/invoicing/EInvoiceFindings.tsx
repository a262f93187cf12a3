import { Alert, List, Stack, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFinding, PlacedFindings } from './einvoice-finding-types';
import { eInvoiceRuleText } from './einvoice-rule-text';

/** The live e-Factura findings of the invoice form; null on a proforma's form. */
export const EInvoiceFindingsContext = createContext<PlacedFindings | null>(null);

export const useFormFindings = () => useContext(EInvoiceFindingsContext);

/** Readable on white and on the light alerts (WCAG AA): a fatal finding blocks issuing, in red. */
const COLORS = { fatal: 'red.9', warning: 'gray.7' } as const;

/** "BR-RO-L301 · ..." in the user's language. */
export function useRuleText(): (ruleId: string) => string {
  const { i18n } = useTranslation();
  return (ruleId) => eInvoiceRuleText(ruleId, i18n.language);
}

/** What a finding's field is called: a field label, "the company's data", or nothing (the document). */
export function useFindingPlace(): (field: string) => string | null {
  const { t, i18n } = useTranslation();
  return (field) => {
    if (field === '') return null;
    if (field === 'seller') return t('client-invoices.einvoice.seller');
    const line = /^lines\.(\d+)(?:\.(.+))?$/.exec(field);
    if (line) {
      const place = t('client-invoices.einvoice.line', { n: Number(line[1]) + 1 });
      const key = `client-invoices.line-fields.${line[2]}`;
      return line[2] && i18n.exists(key) ? `${place}, ${t(key)}` : place;
    }
    const key = `client-invoices.fields.${field.split('.')[0]}`;
    return i18n.exists(key) ? t(key) : null;
  };
}

/** One finding's text, coloured by severity. */
export function FindingText({ finding, prefix }: { finding: FormFinding; prefix?: string | null }) {
  const ruleText = useRuleText();
  return (
    <Text
      size="xs"
      c={COLORS[finding.severity]}
      data-testid="einvoice-finding"
      data-rule={finding.ruleId}
      data-severity={finding.severity}
    >
      {prefix ? `${prefix}: ` : ''}
      {ruleText(finding.ruleId)}
    </Text>
  );
}

/** The findings of one field of the form, under it. */
export function FieldFindings({ field }: { field: string }) {
  const findings = useFormFindings()?.fields.get(field) ?? [];
  if (findings.length === 0) return null;
  return (
    <Stack gap={2} mt={4} data-testid={`einvoice-findings-${field}`}>
      {findings.map((finding) => (
        <FindingText key={finding.ruleId} finding={finding} />
      ))}
    </Stack>
  );
}

/** A field with its findings under it (one cell of a grid). */
export function WithFindings({ field, children }: { field: string; children: ReactNode }) {
  return (
    <div>
      {children}
      <FieldFindings field={field} />
    </div>
  );
}

/** The findings no field shows: the company's own data and the document as a whole. */
export function GeneralFindings() {
  const findings = useFormFindings()?.general ?? [];
  return <FindingsAlert findings={findings} testId="einvoice-findings-general" />;
}

/** Findings in one alert, each with what it concerns: the form's general ones, a saved draft's. */
export function FindingsAlert({ findings, testId }: { findings: readonly FormFinding[]; testId: string }) {
  const { t } = useTranslation();
  const place = useFindingPlace();
  if (findings.length === 0) return null;
  const fatal = findings.some((finding) => finding.severity === 'fatal');
  return (
    <Alert
      color={fatal ? 'orange' : 'yellow'}
      variant="light"
      title={t('client-invoices.einvoice.general-title')}
      data-testid={testId}
    >
      <Stack gap={2}>
        {findings.map((finding) => (
          <FindingText
            key={`${finding.ruleId}|${finding.field}`}
            finding={finding}
            prefix={place(finding.field)}
          />
        ))}
      </Stack>
    </Alert>
  );
}

/** The findings of one line: on its row in the table and at the top of its modal. */
export function LineFindings({
  findings,
  testId,
}: {
  findings: readonly { field: string; finding: FormFinding }[];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  if (findings.length === 0) return null;
  const label = (field: string) => {
    const key = `client-invoices.line-fields.${field}`;
    return field && i18n.exists(key) ? t(key) : null;
  };
  return (
    <List spacing={2} listStyleType="none" data-testid={testId}>
      {findings.map(({ field, finding }) => (
        <List.Item key={`${finding.ruleId}|${field}`}>
          <FindingText finding={finding} prefix={label(field)} />
        </List.Item>
      ))}
    </List>
  );
}
