import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list/ListScreen';
import type { BankAccount } from '../companies.types';
import { SubResourceList } from '../components/SubResourceList';
import { bankAccountsApi } from '../sub-resources';
import { formatIban } from './iban-format';

/** /my-companies/:id/bank-accounts: the accounts printed on the company's invoices. */
export function BankAccountsTab() {
  const { t } = useTranslation();
  const columns: ListColumn<BankAccount>[] = [
    { key: 'bankName', header: t('companies.bank-accounts.fields.bankName'), sortable: true },
    { key: 'currency', header: t('companies.bank-accounts.fields.currency'), sortable: true, width: '7rem' },
    {
      key: 'iban',
      header: t('companies.bank-accounts.fields.iban'),
      render: (row) => <span style={{ fontFamily: 'monospace' }}>{formatIban(row.iban)}</span>,
    },
    { key: 'name', header: t('companies.bank-accounts.fields.name') },
  ];
  return (
    <SubResourceList<BankAccount>
      resource="bank-accounts"
      api={bankAccountsApi}
      columns={columns}
      describe={(row) => `${row.bankName} ${formatIban(row.iban)}`}
    />
  );
}
