import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import type { RouteEnd } from '@app/domain/etransport/etransport-codes';
import { BORDER_CROSSING_POINTS, CUSTOMS_OFFICES } from '@app/domain/etransport/etransport-places';

/** The named place of a route end that is a border crossing point or a customs office. */
export function routeEndPlace(declaration: DeclarationPayload, end: RouteEnd): string | null {
  const type = end === 'start' ? declaration.startAddressType : declaration.endAddressType;
  if (type === 'border-crossing-point') {
    const code =
      end === 'start'
        ? declaration.startAddressBorderCrossingPoint
        : declaration.endAddressBorderCrossingPoint;
    const point = BORDER_CROSSING_POINTS.find((entry) => entry.code === code);
    return point ? `${point.name} (${point.code})` : code === null ? null : String(code);
  }
  if (type === 'customs-office') {
    const code =
      end === 'start' ? declaration.startAddressCustomsOffice : declaration.endAddressCustomsOffice;
    const office = CUSTOMS_OFFICES.find((entry) => entry.code === code);
    return office ? `${office.name} (${office.code})` : code === null ? null : String(code);
  }
  return null;
}
