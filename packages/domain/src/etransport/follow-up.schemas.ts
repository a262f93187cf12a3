import { z } from 'zod';
import '../validation/rule-codes';
import { optionalId } from '../products/product.schemas';
import { ruledString } from '../validation/ruled-string';
import { CONFIRMATION_TYPE_CODES } from './etransport-codes';
import {
  codeField,
  ETRANSPORT_LIMITS,
  optionalToken,
  optionalVehicleNumberField,
  repeatedVehicleNumbers,
  requiredIsoDate,
  uitField,
  vehicleNumberField,
} from './etransport-fields';

/**
 * The documents that follow an accepted declaration and name it by its UIT (BR-008): a vehicle
 * modification (modifVehicul) and a transport confirmation (confirmare), spec 03 §3 and §5.
 */

/** hh:mm or hh:mm:ss on a 24-hour clock; stored with seconds. */
const timeField = ruledString((value) => {
  if (value === '') return 'required';
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value) ? null : 'format';
}).transform((value) => (value.length === 5 ? `${value}:00` : value));

const followUpFields = {
  /** The product's declaration it follows, when it has one (an imported or external UIT has none). */
  declarationId: optionalId,
  uit: uitField,
  referenceCode: optionalToken(ETRANSPORT_LIMITS.referenceCode),
  /** Declared after an outage of ANAF's system (declPostAvarie). */
  postFailure: z.boolean().default(false),
};

export const vehicleModificationInputSchema = z
  .object({
    ...followUpFields,
    date: requiredIsoDate,
    time: timeField,
    vehicleRegistrationNumber: vehicleNumberField,
    trailerRegistrationNumber: optionalVehicleNumberField,
    secondTrailerRegistrationNumber: optionalVehicleNumberField,
    notes: optionalToken(ETRANSPORT_LIMITS.notes),
  })
  .superRefine((modification, ctx) => {
    const repeated = repeatedVehicleNumbers({
      vehicle: modification.vehicleRegistrationNumber,
      trailer: modification.trailerRegistrationNumber,
      secondTrailer: modification.secondTrailerRegistrationNumber,
    });
    if (repeated.includes('trailer'))
      ctx.addIssue({ code: 'custom', path: ['trailerRegistrationNumber'], message: 'unique' });
    if (repeated.includes('secondTrailer'))
      ctx.addIssue({ code: 'custom', path: ['secondTrailerRegistrationNumber'], message: 'unique' });
  });
export type VehicleModificationInput = z.input<typeof vehicleModificationInputSchema>;
export type VehicleModificationPayload = z.output<typeof vehicleModificationInputSchema>;

/** dataModificare as the XML wants it: yyyy-mm-ddThh:mm:ss (BR-203). */
export const modificationDateTime = (
  modification: Pick<VehicleModificationPayload, 'date' | 'time'>,
): string => `${modification.date}T${modification.time}`;

export const transportConfirmationInputSchema = z.object({
  ...followUpFields,
  confirmationType: codeField(CONFIRMATION_TYPE_CODES),
  notes: optionalToken(ETRANSPORT_LIMITS.notes),
});
export type TransportConfirmationInput = z.input<typeof transportConfirmationInputSchema>;
export type TransportConfirmationPayload = z.output<typeof transportConfirmationInputSchema>;
