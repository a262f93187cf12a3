import { addressLines } from '@app/domain/addresses/address-snapshot';
import { ownAddressEnd, type RouteEnd } from '@app/domain/etransport/etransport-codes';
import { BORDER_CROSSING_POINTS, CUSTOMS_OFFICES } from '@app/domain/etransport/etransport-places';
import { formatUit } from '@app/domain/etransport/uit';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { PdfCanvas, TextStyle } from '../../../platform/pdf/pdf-canvas';
import { formatDate, formatDecimal } from '../../../platform/pdf/pdf-format';
import { type Cell, type Column, columnWidths, drawTable } from '../../../platform/pdf/pdf-table';
import type { RouteAddress } from './etransport-pdf';
import {
  drawBlocks,
  drawFactGrid,
  drawSectionTitle,
  type EtransportContext,
  type Fact,
} from './etransport-pdf-layout';

const BAND = 64;

// Made once: building a formatter costs far more than using it.
const ROMANIAN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Bucharest',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/** When the PDF was made, on Romania's clock: "26.11.2026 18:05". */
const generatedAt = ({ input, language }: EtransportContext) =>
  `${formatDate(todayInRomania(input.generatedAt), language)} ${ROMANIAN_CLOCK.format(input.generatedAt)}`;

/**
 * The first page's top: the title on the colour band, then the UIT large on a panel of its own
 * (it is what a driver shows at a check), with the state and ANAF's upload index beside it.
 */
export function drawHeader(canvas: PdfCanvas, context: EtransportContext): void {
  const { texts, theme, input } = context;
  canvas.fillRect(0, 0, canvas.pageWidth, BAND, theme.accent);
  canvas.text(context.title, canvas.left, 14, { weight: 'bold', size: 18, color: '#ffffff' });
  const generated = `${texts.generatedAt}: ${generatedAt(context)}`;
  canvas.text(generated, canvas.left, 40, { size: 8.5, color: '#ffffff' });

  const top = BAND + 14;
  const height = 58;
  if (theme.panel) canvas.fillRect(canvas.left, top, canvas.width, height, theme.panel);
  canvas.fillRect(canvas.left, top, 4, height, theme.accent);
  const label: TextStyle = { size: 7.5, color: theme.muted };
  canvas.text(texts.uit, canvas.left + 14, top + 8, label);
  const uitStyle: TextStyle = input.uit
    ? { weight: 'bold', size: 24, color: theme.accent }
    : { weight: 'bold', size: 16, color: theme.muted };
  canvas.text(context.uit, canvas.left + 14, top + (input.uit ? 21 : 26), uitStyle);

  const side = [
    { label: texts.state, value: texts.states[input.state] },
    { label: texts.uploadIndex, value: input.uploadIndex ?? '—' },
  ];
  side.forEach((fact, index) => {
    const x = canvas.right - 10 - (side.length - 1 - index) * 110;
    canvas.text(fact.label, x, top + 14, label, 'right');
    canvas.text(fact.value, x, top + 26, { weight: 'bold', size: 11, color: theme.text }, 'right');
  });
  canvas.y = top + height + 14;
}

/** " · UIT 3V0P-0L0P-0T3J-UW46" after the title on every page; nothing before ANAF gave one. */
export const uitSuffix = ({ input, uit }: EtransportContext) => (input.uit ? ` · UIT ${uit}` : '');

/** The short top of the following pages: who this page belongs to. */
export function drawContinuation(canvas: PdfCanvas, context: EtransportContext): void {
  const { theme, texts } = context;
  canvas.fillRect(0, 0, canvas.pageWidth, 8, theme.accent);
  const line = `${context.title}${uitSuffix(context)} (${texts.continued})`;
  canvas.text(line, canvas.left, canvas.y, { weight: 'bold', size: 8.5, color: theme.accent });
  canvas.y += canvas.lineHeight(8.5) + 10;
}

/** Operation, date, reference, currency and the post-failure mention. */
export function drawFacts(canvas: PdfCanvas, context: EtransportContext): void {
  const { input, texts, language } = context;
  const declaration = input.declaration;
  const facts: Fact[] = [
    { label: texts.transportDate, value: formatDate(declaration.deliveryDate, language) },
    { label: texts.currency, value: declaration.currencyCode },
  ];
  if (declaration.currencyRate) {
    const rate = formatDecimal(declaration.currencyRate, language, 'keep');
    facts.push({ label: texts.exchangeRate, value: `1 ${declaration.currencyCode} = ${rate} RON` });
  }
  if (declaration.referenceCode) facts.push({ label: texts.referenceCode, value: declaration.referenceCode });
  if (declaration.postFailure) facts.push({ label: texts.postFailure, value: texts.postFailureYes });
  // The operation's name is long: it has a row of its own above the other facts.
  const operation = `${declaration.operationType} ${texts.operationTypes[declaration.operationType]}`;
  drawFactGrid(canvas, context, [{ label: texts.operationType, value: operation }], 1);
  drawFactGrid(canvas, context, facts);
  canvas.y += 10;
}

/** The declarant, the commercial partner and the transport organizer side by side. */
export function drawParties(canvas: PdfCanvas, context: EtransportContext): void {
  const { input, texts, theme } = context;
  const name: TextStyle = { weight: 'bold', size: 9.5, color: theme.text };
  const detail: TextStyle = { size: 8, color: theme.muted };
  const company = [
    { text: input.company.name, style: name },
    { text: `${texts.taxId}: ${input.company.businessId}`, style: { ...detail, weight: 'bold' as const } },
  ];
  if (input.company.address) company.push({ text: input.company.address, style: detail });
  const party = (of: EtransportContext['input']['partner']) => [
    { text: of.name, style: name },
    ...(of.code
      ? [{ text: `${texts.code}: ${of.code}`, style: { ...detail, weight: 'bold' as const } }]
      : []),
    { text: `${texts.country}: ${of.countryCode}`, style: detail },
  ];
  drawBlocks(canvas, context, [
    { label: texts.declarant, items: company },
    { label: texts.partner, items: party(input.partner) },
    { label: texts.organizer, items: party(input.organizer) },
  ]);
}

function routeAddressLines(address: RouteAddress | null, context: EtransportContext): string[] {
  if (!address) return [context.texts.noAddress];
  const snapshot = {
    street: address.street,
    city: address.city,
    county: address.countyCode,
    postalCode: null,
    country: address.countryCode,
  };
  return addressLines(snapshot, context.texts.sector);
}

/** What stands at one end of the route: an address, a border crossing point or a customs office. */
function routeEndLines(context: EtransportContext, end: RouteEnd): { type: string; lines: string[] } {
  const { input, texts } = context;
  const declaration = input.declaration;
  const type = end === 'start' ? declaration.startAddressType : declaration.endAddressType;
  if (type === 'location') {
    const own = ownAddressEnd(declaration.operationType, declaration.transportRole) === end;
    const address = own ? input.ownAddress : input.partnerAddress;
    return { type: texts.routeEndTypes.location, lines: routeAddressLines(address, context) };
  }
  const code =
    type === 'border-crossing-point'
      ? end === 'start'
        ? declaration.startAddressBorderCrossingPoint
        : declaration.endAddressBorderCrossingPoint
      : end === 'start'
        ? declaration.startAddressCustomsOffice
        : declaration.endAddressCustomsOffice;
  const places = type === 'border-crossing-point' ? BORDER_CROSSING_POINTS : CUSTOMS_OFFICES;
  const place = places.find((candidate) => candidate.code === code);
  const line = place ? `${place.code} – ${place.name}` : String(code ?? '—');
  return { type: texts.routeEndTypes[type], lines: [line] };
}

/** The vehicle with its trailers, then where the route starts and ends. */
export function drawVehicleAndRoute(canvas: PdfCanvas, context: EtransportContext): void {
  const { input, texts, theme } = context;
  const declaration = input.declaration;
  const vehicle = [`${texts.vehicleNumber}: ${declaration.deliveryVehicleRegistrationNumber}`];
  if (declaration.deliveryVehicleTrailerRegistrationNumber)
    vehicle.push(`${texts.trailer}: ${declaration.deliveryVehicleTrailerRegistrationNumber}`);
  if (declaration.deliveryVehicleSecondTrailerRegistrationNumber)
    vehicle.push(`${texts.secondTrailer}: ${declaration.deliveryVehicleSecondTrailerRegistrationNumber}`);
  const strong: TextStyle = { weight: 'bold', size: 9, color: theme.text };
  const detail: TextStyle = { size: 8, color: theme.muted };
  const end = (which: RouteEnd) => {
    const { type, lines } = routeEndLines(context, which);
    return [{ text: type, style: detail }, ...lines.map((text) => ({ text, style: strong }))];
  };
  drawBlocks(canvas, context, [
    { label: texts.vehicle, items: vehicle.map((text) => ({ text, style: strong })) },
    { label: texts.routeStart, items: end('start') },
    { label: texts.routeEnd, items: end('end') },
  ]);
}

function drawSmallTable(canvas: PdfCanvas, context: EtransportContext, columns: Column[], rows: Cell[][]) {
  const style = context.theme.table;
  const widths = columnWidths(canvas, columns, rows, style, canvas.width);
  drawTable(canvas, canvas.left, columns, rows, style, widths);
  canvas.y += 14;
}

/** The transport documents (CMR, invoice, delivery note, other), then the earlier declarations. */
export function drawDocumentsAndReferences(canvas: PdfCanvas, context: EtransportContext): void {
  const { input, texts, language } = context;
  const declaration = input.declaration;
  const names = texts.documentColumns;
  drawSectionTitle(canvas, context, texts.documents);
  drawSmallTable(
    canvas,
    context,
    [
      { title: names.type, align: 'left', size: 'fit', minWidth: 70 },
      { title: names.number, align: 'left', size: 'fit', minWidth: 70 },
      { title: names.date, align: 'center', size: 'fit', minWidth: 50 },
      { title: names.notes, align: 'left', size: 'fill' },
    ],
    declaration.transportDocuments.map((document) => [
      `${document.type} – ${texts.documentTypes[document.type]}`,
      document.number,
      formatDate(document.date, language),
      document.notes ?? '',
    ]),
  );
  if (declaration.references.length === 0) return;
  const columns = texts.referenceColumns;
  drawSectionTitle(canvas, context, texts.references);
  drawSmallTable(
    canvas,
    context,
    [
      { title: columns.uit, align: 'left', size: 'fit', minWidth: 90 },
      { title: columns.referenceCode, align: 'left', size: 'fit', minWidth: 70 },
      { title: columns.notes, align: 'left', size: 'fill' },
    ],
    declaration.references.map((reference) => [
      formatUit(reference.uit),
      reference.referenceCode ?? '',
      reference.notes ?? '',
    ]),
  );
}
