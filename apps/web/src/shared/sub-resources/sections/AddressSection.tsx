import { companyAddressInputSchema, type companyAddressSchema } from '@app/domain/companies/company.schemas';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AddressFields } from '../../address/AddressFields';
import {
  type AddressFormValues,
  addressToFormValues,
  emptyAddress,
  withNormalizedAddress,
} from '../../address/address-form';
import { countyName, formatAddressLine } from '../../address/address-text';
import { TextField } from '../../forms/FormFields';
import { schemaResolver } from '../../forms/schema-resolver';
import type { ListColumn } from '../../list/ListScreen';
import { SubResourceFormPage } from '../SubResourceForm';
import { SubResourceList } from '../SubResourceList';
import { subResourceApi } from '../sub-resource-api';
import type { SubResourceScope } from '../sub-resource-scope';

/** An extra address (working point, delivery point) with an optional name. */
export type NamedAddress = z.infer<typeof companyAddressSchema>;
export type NamedAddressPayload = z.output<typeof companyAddressInputSchema>;

interface AddressValues {
  name: string;
  address: AddressFormValues;
}

export const addressesApi = subResourceApi<NamedAddress, NamedAddressPayload>('addresses');

const resolver = schemaResolver<AddressValues, NamedAddressPayload>(
  z.preprocess((values) => withNormalizedAddress(values), companyAddressInputSchema),
);

/** <owner>/addresses: the owner's other addresses. */
export function AddressList({ scope }: { scope: SubResourceScope }) {
  const { t, i18n } = useTranslation();
  const texts = `${scope.textPrefix}.addresses`;
  const region = (row: NamedAddress) =>
    row.address.district !== null
      ? t('address.sector-n', { n: row.address.district })
      : (countyName(row.address.countyCode) ?? '');
  const columns: ListColumn<NamedAddress>[] = [
    {
      key: 'name',
      header: t(`${texts}.fields.name`),
      sortable: true,
      render: (row) => row.name ?? <Text c="dimmed">{t(`${texts}.unnamed`)}</Text>,
    },
    { key: 'city', header: t('address.fields.city'), sortable: true, render: (row) => row.address.city },
    { key: 'region', header: t(`${texts}.region`), render: region },
    {
      key: 'street',
      header: t('address.fields.street'),
      render: (row) => formatAddressLine(row.address, i18n.language),
    },
  ];
  return (
    <SubResourceList<NamedAddress>
      scope={scope}
      api={addressesApi}
      columns={columns}
      describe={(row) => row.name ?? `${row.address.street}, ${row.address.city}`}
    />
  );
}

/** <owner>/addresses/create and /:addressId. */
export function AddressForm({ scope }: { scope: SubResourceScope }) {
  const { t } = useTranslation();
  const texts = `${scope.textPrefix}.addresses`;
  return (
    <SubResourceFormPage<NamedAddress, AddressValues, NamedAddressPayload>
      scope={scope}
      api={addressesApi}
      param="addressId"
      resolver={resolver}
      empty={() => ({ name: '', address: emptyAddress() })}
      toValues={(item) => ({ name: item.name ?? '', address: addressToFormValues(item.address) })}
    >
      <Stack gap="md">
        <TextField
          name="name"
          label={t(`${texts}.fields.name`)}
          description={t(`${texts}.name-hint`)}
          maxLength={100}
          data-testid="addresses-name"
        />
        <AddressFields name="address" testId="addresses-address" />
      </Stack>
    </SubResourceFormPage>
  );
}
