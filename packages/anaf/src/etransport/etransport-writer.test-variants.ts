import {
  CONFIRMATION_TYPE_CODES,
  OPERATION_TYPE_CODES,
  routeEndTypesFor,
} from '@app/domain/etransport/etransport-codes';
import {
  writeCancellationXml,
  writeConfirmationXml,
  writeDeclarationXml,
  writeVehicleModificationXml,
} from './etransport-writer';
import {
  COMPANY_CUI,
  linesFor,
  PARTNERS,
  sampleInput,
  sampleLine,
  TODAY,
  UIT,
  UITS,
} from './etransport-writer.test-helpers';

/**
 * Messages the product can send, each as the writer writes it: every operation with every route
 * end type it allows at each end and every purpose it allows (one line each), the transport
 * document types, references, a correction, post-failure, another currency, and the follow-up
 * messages. The conformance tests run ANAF's XSD and Schematron over all of them.
 */
export function validMessages(): [name: string, xml: string][] {
  const messages: [string, string][] = [];
  for (const operation of OPERATION_TYPE_CODES)
    for (const start of routeEndTypesFor(operation, 'start'))
      for (const end of routeEndTypesFor(operation, 'end'))
        messages.push([
          `operation ${operation}, ${start} -> ${end}, every allowed purpose`,
          writeDeclarationXml(sampleInput(operation, { start, end }, { products: linesFor(operation) })),
        ]);
  const more: [string, Parameters<typeof writeDeclarationXml>[0]][] = [
    [
      'every transport document type (other with notes)',
      sampleInput(
        30,
        {},
        {
          transportDocuments: [
            { type: 10, number: 'CMR-1', date: TODAY, notes: null },
            { type: 20, number: 'F-1', date: TODAY, notes: null },
            { type: 30, number: 'A-1', date: TODAY, notes: null },
            { type: 9999, number: 'PV-1', date: TODAY, notes: 'Proces-verbal de predare' },
          ],
        },
      ),
    ],
    [
      'notes on every document and reference, none of type other',
      sampleInput(
        20,
        {},
        {
          transportDocuments: [
            { type: 10, number: 'CMR-1', date: TODAY, notes: 'Original' },
            { type: 20, number: 'F-1', date: TODAY, notes: 'Factura proformă' },
          ],
          references: [{ uit: UITS[1], notes: 'Prima tranșă', referenceCode: 'R-1' }],
        },
      ),
    ],
    ...([10, 12, 14, 20, 22, 24] as const).map(
      (operation): [string, Parameters<typeof writeDeclarationXml>[0]] => [
        `operation ${operation} referring to earlier declarations`,
        sampleInput(
          operation,
          {},
          {
            references: [
              { uit: UITS[1], notes: null, referenceCode: null },
              { uit: UITS[2], notes: null, referenceCode: 'R-2' },
            ],
          },
        ),
      ],
    ),
    ['a correction', { ...sampleInput(30), correctedUit: UIT }],
    [
      'post-failure with a reference code',
      sampleInput(30, {}, { postFailure: true, referenceCode: 'COM/2025/7 & co' }),
    ],
    [
      'another currency (EUR), value in lei',
      sampleInput(
        20,
        {},
        {
          currencyCode: 'EUR',
          currencyRate: '4.9771',
          products: [sampleLine({ quantity: '3', price: '49.771', priceInCurrency: '10' })],
        },
      ),
    ],
    [
      'a Greek partner (EL), no partner code',
      sampleInput(20, {}, {}, { partner: { ...PARTNERS.eu, countryCode: 'GR', code: null } }),
    ],
    [
      'a national transport to a natural person (PF) by a foreign organizer',
      sampleInput(
        30,
        {},
        {},
        {
          partner: { name: 'Ion Popescu', countryCode: 'RO', code: 'PF' },
          organizer: { name: 'Spedition GmbH', countryCode: 'DE', code: null },
        },
      ),
    ],
    [
      'trailers, texts needing escapes, 1000-tonne totals',
      sampleInput(
        30,
        {},
        {
          deliveryVehicleTrailerRegistrationNumber: 'CJ01TRL',
          deliveryVehicleSecondTrailerRegistrationNumber: 'CJ02TRL',
          products: [
            sampleLine({
              productName: 'Șuruburi <M8> & "piulițe"',
              referenceCode: 'P&1',
              quantity: '1000000',
              grossWeight: '1.5',
            }),
          ],
        },
      ),
    ],
  ];
  for (const [name, input] of more) messages.push([name, writeDeclarationXml(input)]);
  messages.push([
    'a cancellation',
    writeCancellationXml({ companyCui: COMPANY_CUI, uit: UIT, referenceCode: 'COM-7' }),
  ]);
  for (const type of CONFIRMATION_TYPE_CODES)
    messages.push([
      `a confirmation of type ${type}`,
      writeConfirmationXml({
        companyCui: COMPANY_CUI,
        confirmation: {
          uit: UIT,
          confirmationType: type,
          notes: type === 10 ? null : 'Lipsă 2 saci',
          referenceCode: null,
          postFailure: type === 30,
        },
      }),
    ]);
  const modification = {
    uit: UIT,
    date: TODAY,
    time: '14:30:00',
    vehicleRegistrationNumber: 'B123XYZ',
    trailerRegistrationNumber: null,
    secondTrailerRegistrationNumber: null,
    notes: null,
    referenceCode: null,
    postFailure: false,
  };
  messages.push([
    'a vehicle modification',
    writeVehicleModificationXml({ companyCui: COMPANY_CUI, modification }),
  ]);
  messages.push([
    'a vehicle modification with trailers and notes',
    writeVehicleModificationXml({
      companyCui: COMPANY_CUI,
      modification: {
        ...modification,
        trailerRegistrationNumber: 'B01REM',
        secondTrailerRegistrationNumber: 'B02REM',
        notes: 'Defecțiune',
        referenceCode: 'M-1',
      },
    }),
  ]);
  return messages;
}
