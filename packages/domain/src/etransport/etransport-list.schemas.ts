import { z } from 'zod';
import {
  DOCUMENT_STATUSES,
  ETRANSPORT_KINDS,
  isDeclarationKind,
  TRANSPORT_STATUSES,
} from './etransport-states';

/** A row of the register (spec 03 §3 Declaration list item), as the list answer carries it. */
export const etransportListItemSchema = z.object({
  id: z.string(),
  type: z.enum(ETRANSPORT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  etransportStatus: z.enum(TRANSPORT_STATUSES).nullable(),
  uit: z.string().nullable(),
  /** The declaration a correction, modification or confirmation belongs to. */
  parentDeclarationId: z.string().nullable(),
  /** Date and time of a modification or confirmation (yyyy-MM-ddTHH:mm:ss). */
  combinedDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  postEtransportFailure: z.boolean(),
});
export type EtransportListItem = z.infer<typeof etransportListItemSchema>;

/** The day a row is dated by (spec 03 §4 Date handling): the delivery date, or a follow-up's combined date. */
export function rowDate(
  row: Pick<EtransportListItem, 'type' | 'combinedDate' | 'deliveryDate'>,
): string | null {
  const date = isDeclarationKind(row.type) ? row.deliveryDate : row.combinedDate;
  return date?.slice(0, 10) ?? null;
}

/** Whole days from `today` to the row's date: negative in the past; null for an undated row. */
export function daysFromToday(
  row: Pick<EtransportListItem, 'type' | 'combinedDate' | 'deliveryDate'>,
  today: string,
): number | null {
  const date = rowDate(row);
  if (date === null) return null;
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
