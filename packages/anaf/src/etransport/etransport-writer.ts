import { modificationDateTime } from '@app/domain/etransport/follow-up.schemas';
import { cuiDigits } from '@app/domain/validators/cui';
import { notification } from './etransport-writer/declaration';
import type {
  CancellationXmlInput,
  ConfirmationXmlInput,
  DeclarationXmlInput,
  VehicleModificationXmlInput,
} from './etransport-writer/inputs';
import {
  type Attribute,
  EtransportWriteError,
  empty,
  type Out,
  parent,
  writing,
} from './etransport-writer/xml';

export { lineValueInLei } from './etransport-writer/declaration';
export type {
  CancellationXmlInput,
  ConfirmationXmlInput,
  DeclarationXmlInput,
  EtransportDeclarant,
  EtransportDeclarationXml,
  EtransportLineXml,
  EtransportLocation,
  EtransportPartyXml,
  VehicleModificationXmlInput,
} from './etransport-writer/inputs';
export { EtransportWriteError } from './etransport-writer/xml';

/**
 * The RO e-Transport messages as ANAF's schema_ETR_v2.xsd (1.02) wants them: root eTransport in
 * its namespace with exactly one of notificare, stergere, confirmare, modifVehicul (BT-TY-005).
 * Data are attributes of type xs:token, written collapsed; absent ones are left out, never empty.
 * Pure: no I/O. Throws EtransportWriteError on input the XML cannot carry.
 */

/** The namespace of every message (the root's default namespace). */
export const ETRANSPORT_NAMESPACE = 'mfp:anaf:dgti:eTransport:declaratie:v2';

const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>';
/** CodDeclarantType: a CUI's 2-10 digits, or a 13-digit CNP. */
const CNP = /^[1-9]\d{12}$/;

/** codDeclarant: the company's CUI without RO (BR-002). */
function declarantCode(companyCui: string): string {
  const compact = companyCui.replace(/\s+/g, '');
  const code = cuiDigits(compact) ?? (CNP.test(compact) ? compact : null);
  if (code === null) throw new EtransportWriteError(`"${companyCui}" is not a CUI the declarant can use`);
  return code;
}

type Header = { companyCui: string; referenceCode?: string | null; postFailure?: boolean };

function message(header: Header, body: (out: Out, depth: number) => void): string {
  return writing(() => {
    const out: Out = [PROLOG];
    const root: Attribute[] = [
      ['xmlns', ETRANSPORT_NAMESPACE],
      ['codDeclarant', declarantCode(header.companyCui)],
      ['refDeclarant', header.referenceCode],
      // "D" is its only value (BR-201); a normal declaration leaves it out.
      ['declPostAvarie', header.postFailure ? 'D' : null],
    ];
    parent(out, 0, 'eTransport', root, (depth) => body(out, depth));
    return `${out.join('\n')}\n`;
  });
}

/** A declaration (notificare), a correction when `correctedUit` is set (corectie first, BT-TY-002). */
export function writeDeclarationXml(input: DeclarationXmlInput): string {
  const { declaration } = input;
  return message(
    {
      companyCui: input.companyCui,
      referenceCode: declaration.referenceCode,
      postFailure: declaration.postFailure,
    },
    (out, depth) => notification(out, depth, input),
  );
}

/** The cancellation of an accepted declaration (stergere uit). */
export function writeCancellationXml(input: CancellationXmlInput): string {
  return message(input, (out, depth) => empty(out, depth, 'stergere', [['uit', input.uit]]));
}

/** A transport confirmation (confirmare): 10 confirmed, 20 partially, 30 refused. */
export function writeConfirmationXml(input: ConfirmationXmlInput): string {
  const { confirmation } = input;
  return message({ companyCui: input.companyCui, ...confirmation }, (out, depth) =>
    empty(out, depth, 'confirmare', [
      ['uit', confirmation.uit],
      ['tipConfirmare', confirmation.confirmationType],
      ['observatii', confirmation.notes],
    ]),
  );
}

/** A vehicle modification (modifVehicul), dated yyyy-mm-ddThh:mm:ss (BR-203). */
export function writeVehicleModificationXml(input: VehicleModificationXmlInput): string {
  const { modification } = input;
  return message({ companyCui: input.companyCui, ...modification }, (out, depth) =>
    empty(out, depth, 'modifVehicul', [
      ['uit', modification.uit],
      ['nrVehicul', modification.vehicleRegistrationNumber],
      ['nrRemorca1', modification.trailerRegistrationNumber],
      ['nrRemorca2', modification.secondTrailerRegistrationNumber],
      ['dataModificare', modificationDateTime(modification)],
      ['observatii', modification.notes],
    ]),
  );
}
