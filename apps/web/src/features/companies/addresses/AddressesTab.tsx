import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countyName, formatAddressLine } from '../../../shared/address/address-text';
import type { ListColumn } from '../../../shared/list/ListScreen';
import type { CompanyAddress } from '../companies.types';
import { SubResourceList } from '../components/SubResourceList';
import { addressesApi } from '../sub-resources';

/** /my-companies/:id/addresses: the company's working points and other addresses. */
export function AddressesTab() {
  const { t, i18n } = useTranslation();
  const region = (row: CompanyAddress) =>
    row.address.district !== null
      ? t('address.sector-n', { n: row.address.district })
      : (countyName(row.address.countyCode) ?? '');
  const columns: ListColumn<CompanyAddress>[] = [
    {
      key: 'name',
      header: t('companies.addresses.fields.name'),
      sortable: true,
      render: (row) => row.name ?? <Text c="dimmed">{t('companies.addresses.unnamed')}</Text>,
    },
    { key: 'city', header: t('address.fields.city'), sortable: true, render: (row) => row.address.city },
    { key: 'region', header: t('companies.addresses.region'), render: region },
    {
      key: 'street',
      header: t('address.fields.street'),
      render: (row) => formatAddressLine(row.address, i18n.language),
    },
  ];
  return (
    <SubResourceList<CompanyAddress>
      resource="addresses"
      api={addressesApi}
      columns={columns}
      describe={(row) => row.name ?? `${row.address.street}, ${row.address.city}`}
    />
  );
}
