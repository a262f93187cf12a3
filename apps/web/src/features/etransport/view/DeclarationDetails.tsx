import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import { ownAddressEnd, type RouteEnd } from '@app/domain/etransport/etransport-codes';
import { Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { uitText } from '../components/uit-text';
import { DeclarationLines } from './DeclarationLines';
import { InfoSection } from './InfoGrid';
import { routeEndPlace } from './route-end-text';
import { useDeclarationParties } from './useDeclarationParties';

/** Every field of a stored declaration, read-only: parties, route, vehicle, documents, lines. */
export function DeclarationDetails({
  companyId,
  declaration,
}: {
  companyId: string;
  declaration: DeclarationPayload;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const parties = useDeclarationParties(companyId, declaration);
  const v = (key: string) => t(`etransport.view.${key}`);
  const ownEnd = ownAddressEnd(declaration.operationType, declaration.transportRole);

  const routeEnd = (end: RouteEnd) => {
    const type = end === 'start' ? declaration.startAddressType : declaration.endAddressType;
    const address = end === ownEnd ? parties.ownAddress : parties.partnerAddress;
    const place = type === 'location' ? address : routeEndPlace(declaration, end);
    return `${t(`etransport.view.address-type.${type}`)}${place ? ` · ${place}` : ''}`;
  };

  return (
    <Stack gap="md">
      <InfoSection
        title={v('general')}
        items={[
          {
            label: `${v('partner')} (${t(`etransport.view.partner-role.${declaration.transportRole}`)})`,
            value: parties.partnerName,
            testId: 'view-partner',
          },
          { label: v('delivery-partner'), value: parties.organiserName, testId: 'view-delivery-partner' },
          {
            label: v('operation-type'),
            value: t(`etransport.operation-types.${declaration.operationType}`),
            testId: 'view-operation-type',
          },
          { label: v('reference'), value: declaration.referenceCode, testId: 'view-reference' },
          {
            label: v('delivery-date'),
            value: format.date(declaration.deliveryDate),
            testId: 'view-delivery-date',
          },
          { label: v('currency'), value: declaration.currencyCode },
          ...(declaration.currencyRate
            ? [{ label: v('currency-rate'), value: declaration.currencyRate }]
            : []),
          ...(declaration.postFailure ? [{ label: v('post-failure'), value: '✓' }] : []),
        ]}
      />
      <InfoSection
        title={v('route')}
        items={[
          { label: v('start'), value: routeEnd('start'), testId: 'view-route-start' },
          { label: v('end'), value: routeEnd('end'), testId: 'view-route-end' },
        ]}
      />
      <InfoSection
        title={v('vehicle')}
        items={[
          {
            label: v('vehicle-number'),
            value: declaration.deliveryVehicleRegistrationNumber,
            testId: 'view-vehicle',
          },
          { label: v('trailer'), value: declaration.deliveryVehicleTrailerRegistrationNumber },
          { label: v('second-trailer'), value: declaration.deliveryVehicleSecondTrailerRegistrationNumber },
        ]}
      />
      <InfoSection title={v('documents')}>
        <Table.ScrollContainer minWidth={480}>
          <Table data-testid="view-documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{v('document-type')}</Table.Th>
                <Table.Th>{v('document-number')}</Table.Th>
                <Table.Th>{v('document-date')}</Table.Th>
                <Table.Th>{v('document-notes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {declaration.transportDocuments.map((document, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a stored declaration's documents are positions; they never move.
                <Table.Tr key={`${document.type}-${document.number}-${index}`}>
                  <Table.Td>{t(`etransport.view.document-types.${document.type}`)}</Table.Td>
                  <Table.Td>{document.number}</Table.Td>
                  <Table.Td>{format.date(document.date)}</Table.Td>
                  <Table.Td>{document.notes ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </InfoSection>
      {declaration.references.length > 0 && (
        <InfoSection
          title={v('references')}
          items={declaration.references.map((reference) => ({
            label: uitText(reference.uit),
            value: [reference.referenceCode, reference.notes].filter(Boolean).join(' · '),
          }))}
        />
      )}
      <DeclarationLines declaration={declaration} />
    </Stack>
  );
}
