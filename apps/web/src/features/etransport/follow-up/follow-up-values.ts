import type { EtransportDetail } from '@app/domain/etransport/etransport-api.schemas';
import type { VehicleModificationInput } from '@app/domain/etransport/follow-up.schemas';
import { formatUit } from '@app/domain/etransport/uit';
import { todayInRomania } from '@app/domain/validators/iso-date';

/** What a follow-up form starts from: the declaration it follows, when one is chosen. */
export type FollowUpOrigin = Pick<EtransportDetail, 'id' | 'uit'> | null;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const link = (origin: FollowUpOrigin) => ({
  declarationId: origin?.id ?? null,
  uit: formatUit(origin?.uit),
});

export type VehicleModificationValues = Required<
  Omit<
    VehicleModificationInput,
    'referenceCode' | 'trailerRegistrationNumber' | 'secondTrailerRegistrationNumber' | 'notes'
  >
> & {
  referenceCode: string;
  trailerRegistrationNumber: string;
  secondTrailerRegistrationNumber: string;
  notes: string;
};

export type TransportConfirmationValues = {
  declarationId: string | null;
  uit: string;
  referenceCode: string;
  postFailure: boolean;
  /** The select's value: the code as text. */
  confirmationType: string;
  notes: string;
};

/** A new vehicle modification (for the declaration's UIT when one is given), or a stored one. */
export function vehicleModificationValues(
  origin: FollowUpOrigin,
  stored: Record<string, unknown> | null,
): VehicleModificationValues {
  if (stored)
    return {
      declarationId: typeof stored.declarationId === 'string' ? stored.declarationId : null,
      uit: formatUit(text(stored.uit)),
      referenceCode: text(stored.referenceCode),
      postFailure: stored.postFailure === true,
      date: text(stored.date),
      // The stored time has seconds; the form edits hours and minutes.
      time: text(stored.time).slice(0, 5),
      vehicleRegistrationNumber: text(stored.vehicleRegistrationNumber),
      trailerRegistrationNumber: text(stored.trailerRegistrationNumber),
      secondTrailerRegistrationNumber: text(stored.secondTrailerRegistrationNumber),
      notes: text(stored.notes),
    };
  return {
    ...link(origin),
    referenceCode: '',
    postFailure: false,
    // The vehicle changes on the road, mostly the same day: today is the likely date.
    date: todayInRomania(),
    time: '',
    vehicleRegistrationNumber: '',
    trailerRegistrationNumber: '',
    secondTrailerRegistrationNumber: '',
    notes: '',
  };
}

/** A new transport confirmation (for the declaration's UIT when one is given), or a stored one. */
export function transportConfirmationValues(
  origin: FollowUpOrigin,
  stored: Record<string, unknown> | null,
): TransportConfirmationValues {
  if (stored)
    return {
      declarationId: typeof stored.declarationId === 'string' ? stored.declarationId : null,
      uit: formatUit(text(stored.uit)),
      referenceCode: text(stored.referenceCode),
      postFailure: stored.postFailure === true,
      confirmationType: stored.confirmationType == null ? '' : String(stored.confirmationType),
      notes: text(stored.notes),
    };
  return { ...link(origin), referenceCode: '', postFailure: false, confirmationType: '', notes: '' };
}
