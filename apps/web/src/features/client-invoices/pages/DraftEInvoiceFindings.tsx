import type { EInvoiceFindingView } from '@app/domain/invoicing/client-document.schemas';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FindingText, useFindingPlace } from '../form/EInvoiceFindings';

/** The server's key of a finding on the document as a whole. */
const DOCUMENT_KEY = '_';

/**
 * A draft invoice's e-Factura findings as the server judged the saved draft: the rules that would
 * refuse it, named by field, before anyone presses "Issue".
 */
export function DraftEInvoiceFindings({ findings }: { findings: readonly EInvoiceFindingView[] }) {
  const { t } = useTranslation();
  const place = useFindingPlace();
  if (findings.length === 0) return null;
  const fatal = findings.some((finding) => finding.severity === 'fatal');
  return (
    <Alert
      color={fatal ? 'orange' : 'yellow'}
      variant="light"
      title={t('client-invoices.einvoice.general-title')}
      data-testid="view-einvoice-findings"
    >
      <Stack gap={2}>
        {findings.map((finding) => {
          const field = finding.field === DOCUMENT_KEY ? '' : finding.field;
          return (
            <FindingText
              key={`${finding.ruleId}|${finding.field}`}
              finding={{ ruleId: finding.ruleId, severity: finding.severity, field }}
              prefix={place(field)}
            />
          );
        })}
      </Stack>
    </Alert>
  );
}
