import { bankAccountInputSchema } from '@app/domain/companies/company.schemas';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import type { BankAccount, BankAccountPayload } from '../companies.types';
import { SubResourceFormPage } from '../components/SubResourceForm';
import { bankAccountsApi } from '../sub-resources';
import { currencyOptions } from './currency-options';
import { formatIban } from './iban-format';

interface BankAccountValues {
  bankName: string;
  currency: string;
  iban: string;
  name: string;
}

const resolver = schemaResolver<BankAccountValues, BankAccountPayload>(bankAccountInputSchema);

/** /my-companies/:id/bank-accounts/create and /:bankAccountId. */
export function BankAccountEditPage() {
  const { t, i18n } = useTranslation();
  const currencies = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  return (
    <SubResourceFormPage<BankAccount, BankAccountValues, BankAccountPayload>
      resource="bank-accounts"
      api={bankAccountsApi}
      param="bankAccountId"
      resolver={resolver}
      empty={() => ({ bankName: '', currency: 'RON', iban: '', name: '' })}
      toValues={(item) => ({
        bankName: item.bankName,
        currency: item.currency,
        iban: formatIban(item.iban),
        name: item.name ?? '',
      })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="iban"
          label={t('companies.bank-accounts.fields.iban')}
          description={t('companies.bank-accounts.iban-hint')}
          required
          maxLength={42}
          autoComplete="off"
          data-testid="bank-accounts-iban"
        />
        <SelectField
          name="currency"
          label={t('companies.bank-accounts.fields.currency')}
          data={currencies}
          searchable
          required
          nothingFoundMessage={t('address.nothing-found')}
          data-testid="bank-accounts-currency"
        />
        <TextField
          name="bankName"
          label={t('companies.bank-accounts.fields.bankName')}
          required
          maxLength={100}
          data-testid="bank-accounts-bank-name"
        />
        <TextField
          name="name"
          label={t('companies.bank-accounts.fields.name')}
          description={t('companies.bank-accounts.name-hint')}
          maxLength={100}
        />
      </SimpleGrid>
    </SubResourceFormPage>
  );
}
