import type { EInvoiceFinding } from '@app/domain/einvoice/rules/check-einvoice';

/** A finding of the e-Factura checks placed on the invoice form. */
export type FormFinding = {
  ruleId: string;
  severity: EInvoiceFinding['severity'];
  /**
   * The form field it concerns ("paymentTerms", "partnerId", "lines.2.name"), "seller" for the
   * company's own data, "" for the document as a whole.
   */
  field: string;
};

/**
 * Where the findings show: under a field of the form, on a line's row (by form index, with the
 * line's field or "" for the line as a whole), or in one alert above the form (the company's data,
 * the document as a whole, and any field the form shows no message under).
 */
export type PlacedFindings = {
  fields: Map<string, FormFinding[]>;
  lines: Map<number, { field: string; finding: FormFinding }[]>;
  general: FormFinding[];
};
