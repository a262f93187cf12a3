import { companyAddressInputSchema } from '@app/domain/companies/company.schemas';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AddressFields } from '../../../shared/address/AddressFields';
import {
  type AddressFormValues,
  addressToFormValues,
  emptyAddress,
  withNormalizedAddress,
} from '../../../shared/address/address-form';
import { TextField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import type { CompanyAddress, CompanyAddressPayload } from '../companies.types';
import { SubResourceFormPage } from '../components/SubResourceForm';
import { addressesApi } from '../sub-resources';

interface AddressValues {
  name: string;
  address: AddressFormValues;
}

const resolver = schemaResolver<AddressValues, CompanyAddressPayload>(
  z.preprocess((values) => withNormalizedAddress(values), companyAddressInputSchema),
);

/** /my-companies/:id/addresses/create and /:addressId. */
export function AddressEditPage() {
  const { t } = useTranslation();
  return (
    <SubResourceFormPage<CompanyAddress, AddressValues, CompanyAddressPayload>
      resource="addresses"
      api={addressesApi}
      param="addressId"
      resolver={resolver}
      empty={() => ({ name: '', address: emptyAddress() })}
      toValues={(item) => ({ name: item.name ?? '', address: addressToFormValues(item.address) })}
    >
      <Stack gap="md">
        <TextField
          name="name"
          label={t('companies.addresses.fields.name')}
          description={t('companies.addresses.name-hint')}
          maxLength={100}
          data-testid="addresses-name"
        />
        <AddressFields name="address" testId="addresses-address" />
      </Stack>
    </SubResourceFormPage>
  );
}
