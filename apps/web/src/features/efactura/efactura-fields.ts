import {
  EFACTURA_ACTION_REFUSALS,
  EFACTURA_SEND_REFUSALS,
  type EfacturaSendRefusal,
} from '@app/domain/efactura/efactura-sending.schemas';
import { EFACTURA_STATES, type EfacturaState } from '@app/domain/efactura/efactura-states';
import { ApiError } from '../../shared/api/api-error';

/** The e-Factura facts of a client invoice as the list and view answers carry them. */
export interface InvoiceEfacturaFacts {
  status: EfacturaState | null;
  sendAfter: string | null;
  deadline: string | null;
  /** Null: it may be sent now; otherwise why not. Undefined when the answer does not say. */
  sendRefusal: EfacturaSendRefusal | null | undefined;
}

const isState = (value: unknown): value is EfacturaState =>
  typeof value === 'string' && (EFACTURA_STATES as readonly string[]).includes(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads the e-Factura fields of a client document answer (`efacturaStatus`, `efacturaSendAfter`,
 * `efacturaDeadline`, `abilities.sendEfactura`). A proforma or an older answer has none: all null.
 */
export function efacturaFactsOf(document: object): InvoiceEfacturaFacts {
  const row = document as Record<string, unknown>;
  const abilities = (row.abilities ?? null) as Record<string, unknown> | null;
  const refusal = abilities && 'sendEfactura' in abilities ? abilities.sendEfactura : undefined;
  return {
    status: isState(row.efacturaStatus) ? row.efacturaStatus : null,
    sendAfter: text(row.efacturaSendAfter),
    deadline: text(row.efacturaDeadline),
    sendRefusal:
      refusal === undefined
        ? undefined
        : (EFACTURA_SEND_REFUSALS as readonly unknown[]).includes(refusal)
          ? (refusal as EfacturaSendRefusal)
          : null,
  };
}

const REFUSALS: readonly string[] = [...EFACTURA_SEND_REFUSALS, ...EFACTURA_ACTION_REFUSALS];

/**
 * The refusal code of a failed e-Factura call: a 422 (or 409) whose message is
 * `client-invoices.errors.<code>` with one of the e-Factura codes. Null for anything else.
 */
export function efacturaRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409)) return null;
  const message = (error.body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return null;
  const code = message.replace(/^(client-invoices|supplier-invoices|efactura)\.errors\./, '');
  return REFUSALS.includes(code) ? code : null;
}

/** "FACT-0007-semnatura.xml": a file name from the invoice's number (its safe characters). */
export function efacturaFileName(
  seriesNumber: string | null,
  id: string,
  file: 'xml' | 'seal' | 'pdf',
): string {
  const base = (seriesNumber ?? `efactura-${id.slice(0, 8)}`).replace(/[^\w.-]+/g, '-');
  if (file === 'seal') return `${base}-semnatura.xml`;
  if (file === 'pdf') return `${base}-anaf.pdf`;
  return `${base}.xml`;
}
