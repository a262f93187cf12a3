import { OPERATION_TYPES, type RouteEnd, type TransportRole } from '@app/domain/etransport/etransport-codes';
import { BORDER_CROSSING_POINTS, CUSTOMS_OFFICES } from '@app/domain/etransport/etransport-places';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';
import { addressLabel } from '../../../shared/invoicing/labels';
import type { DeclarationFormValues } from './declaration-form-values';
import { useCompanyAddresses, usePartnerDeliveryAddresses } from './declaration-sources';
import { linesForOperation, locationFieldOf, routeEndTypeChoices, routeTypesFor } from './operation-choices';

const BORDER_POINT_OPTIONS = BORDER_CROSSING_POINTS.map((point) => ({
  value: String(point.code),
  label: `${point.code} · ${point.name}`,
}));
const CUSTOMS_OFFICE_OPTIONS = CUSTOMS_OFFICES.map((office) => ({
  value: String(office.code),
  label: `${office.code} · ${office.name}`,
}));

interface RouteSectionProps {
  companyId: string;
  role: TransportRole;
}

/**
 * The operation type and the two ends of the road route (spec 03 §2 address sections): each end a
 * location (the company's or the partner's delivery address), a border crossing point or a customs
 * office, among the types the operation allows. Choosing an operation fits the ends and the lines'
 * purposes to it.
 */
export function RouteSection({ companyId, role }: RouteSectionProps) {
  const { t } = useTranslation();
  const form = useFormContext<DeclarationFormValues>();

  const onOperation = (value: unknown) => {
    const operation = typeof value === 'string' ? value : '';
    const types = routeTypesFor(operation, form.getValues());
    form.setValue('startAddressType', types.startAddressType);
    form.setValue('endAddressType', types.endAddressType);
    const lines = form.getValues('products');
    const fitted = linesForOperation(operation, lines);
    if (fitted !== lines) form.setValue('products', fitted);
  };

  return (
    <FormSection title={t('etransport.form.sections.route')}>
      <SelectField
        name="operationType"
        label={t('etransport.form.fields.operationType')}
        required
        searchable
        data={OPERATION_TYPES.map((type) => ({
          value: String(type.code),
          label: `${type.code} · ${t(`etransport.form.operations.${type.code}`)}`,
        }))}
        onValueChange={onOperation}
        data-testid="declaration-operation"
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <RouteEndFields end="start" companyId={companyId} role={role} />
        <RouteEndFields end="end" companyId={companyId} role={role} />
      </SimpleGrid>
    </FormSection>
  );
}

const END_FIELDS = {
  start: {
    type: 'startAddressType',
    point: 'startAddressBorderCrossingPoint',
    office: 'startAddressCustomsOffice',
  },
  end: { type: 'endAddressType', point: 'endAddressBorderCrossingPoint', office: 'endAddressCustomsOffice' },
} as const;

/** One end of the route: its type, then the address, the border crossing point or the customs office. */
function RouteEndFields({ end, companyId, role }: RouteSectionProps & { end: RouteEnd }) {
  const { t } = useTranslation();
  const form = useFormContext<DeclarationFormValues>();
  const names = END_FIELDS[end];
  const [operation, type, partnerId] = useWatch({
    control: form.control,
    name: ['operationType', names.type, 'partnerId'],
  });
  const types = routeEndTypeChoices(operation, end);
  const locationField = locationFieldOf(operation, role, end);
  const own = locationField === 'myCompanyDeliveryAddressId';
  const companyAddresses = useCompanyAddresses(companyId);
  const partnerAddresses = usePartnerDeliveryAddresses(companyId, partnerId);
  const addresses = (own ? companyAddresses.data : partnerAddresses.data) ?? [];

  // A company or a partner with a single delivery address: that one is the location.
  const only = addresses.length === 1 ? addresses[0]?.id : undefined;
  useEffect(() => {
    if (type === 'location' && only && form.getValues(locationField) === '')
      form.setValue(locationField, only, { shouldDirty: true });
  }, [type, only, locationField, form]);

  let addressHint: string | undefined;
  if (own && companyAddresses.isSuccess && addresses.length === 0)
    addressHint = t('etransport.form.messages.no-company-addresses');
  else if (!own && partnerId === '') addressHint = t('etransport.form.messages.partner-first');
  else if (!own && partnerAddresses.isSuccess && addresses.length === 0)
    addressHint = t('etransport.form.messages.no-partner-addresses');

  return (
    <Stack gap="sm" data-testid={`route-${end}`}>
      <Title order={3} size="h5">
        {t(`etransport.form.route.${end}`)}
      </Title>
      <SelectField
        name={names.type}
        label={t('etransport.form.fields.addressType')}
        required
        disabled={types.length === 1}
        description={types.length === 1 ? t('etransport.form.hints.type-locked') : undefined}
        data={types.map((value) => ({ value, label: t(`etransport.form.route-end-types.${value}`) }))}
        data-testid={`route-${end}-type`}
      />
      {type === 'location' && (
        <SelectField
          // The select of this end changes with the operation and the role: a key keeps them apart.
          key={locationField}
          name={locationField}
          label={t(`etransport.form.fields.${own ? 'ownAddress' : 'partnerAddress'}`)}
          required
          searchable
          data={addresses.map((entry) => ({ value: entry.id, label: addressLabel(entry) }))}
          description={addressHint}
          data-testid={`route-${end}-address`}
        />
      )}
      {type === 'border-crossing-point' && (
        <SelectField
          name={names.point}
          label={t('etransport.form.fields.borderCrossingPoint')}
          required
          searchable
          data={BORDER_POINT_OPTIONS}
          data-testid={`route-${end}-border-point`}
        />
      )}
      {type === 'customs-office' && (
        <SelectField
          name={names.office}
          label={t('etransport.form.fields.customsOffice')}
          required
          searchable
          data={CUSTOMS_OFFICE_OPTIONS}
          data-testid={`route-${end}-customs-office`}
        />
      )}
    </Stack>
  );
}
