import type { EInvoiceFindingView } from '@app/domain/invoicing/client-document.schemas';
import { FindingsAlert } from '../../../shared/invoicing/EInvoiceFindings';

/** The server's key of a finding on the document as a whole. */
const DOCUMENT_KEY = '_';

/**
 * A draft invoice's e-Factura findings as the server judged the saved draft: the rules that would
 * refuse it, named by field, before anyone presses "Issue".
 */
export function DraftEInvoiceFindings({ findings }: { findings: readonly EInvoiceFindingView[] }) {
  const placed = findings.map((finding) => ({
    ruleId: finding.ruleId,
    severity: finding.severity,
    field: finding.field === DOCUMENT_KEY ? '' : finding.field,
  }));
  return <FindingsAlert findings={placed} testId="view-einvoice-findings" />;
}
