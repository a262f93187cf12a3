import {
  ATTACHMENT_CONTENT_TYPES,
  SUPPLIER_INVOICE_LIMITS,
} from '@app/domain/invoicing/supplier-invoice.schemas';

/** Why a file cannot be attached, before it is sent: the same limits the server applies. */
export type AttachmentProblem = 'mimes' | 'max' | 'max_count';

/** Types the browser may report for the accepted files (a JPEG is sometimes "image/jpg"). */
const ACCEPTED = new Set<string>([...ATTACHMENT_CONTENT_TYPES, 'image/jpg']);
const EXTENSIONS = /\.(pdf|png|jpe?g|webp)$/i;

/** What the file input offers to choose. */
export const ATTACHMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';

/**
 * The problem of a file the user chose or dropped, or null. The server sniffs the content anyway;
 * this spares a refused upload of an obviously wrong file.
 */
export function attachmentProblem(
  file: { name: string; type: string; size: number },
  attachedCount: number,
): AttachmentProblem | null {
  if (attachedCount >= SUPPLIER_INVOICE_LIMITS.attachments) return 'max_count';
  if (!(ACCEPTED.has(file.type) || (file.type === '' && EXTENSIONS.test(file.name)))) return 'mimes';
  if (file.size > SUPPLIER_INVOICE_LIMITS.attachmentBytes) return 'max';
  return null;
}

/** The problem a server's 422 names for the file ("max:10240", "mimes:pdf,...", "max_count:10"). */
export function uploadProblemOf(codes: readonly string[]): AttachmentProblem | null {
  for (const code of codes) {
    const name = code.split(':')[0];
    if (name === 'mimes' || name === 'max' || name === 'max_count') return name;
  }
  return null;
}
