import { bankAccountInputSchema } from '@app/domain/companies/company.schemas';
import { partnerBankAccountInputSchema } from '@app/domain/partners/partner.schemas';
import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField, TextField } from '../../forms/FormFields';
import { schemaResolver } from '../../forms/schema-resolver';
import type { ListColumn } from '../../list/ListScreen';
import { SubResourceFormPage } from '../SubResourceForm';
import { SubResourceList } from '../SubResourceList';
import { subResourceApi } from '../sub-resource-api';
import type { SubResourceScope } from '../sub-resource-scope';
import { currencyOptions } from './currency-options';
import { formatIban } from './iban-format';

/** A bank account; the company's own accounts also carry a name, a partner's do not. */
export interface BankAccount {
  id: string;
  bankName: string;
  currency: string;
  iban: string;
  name?: string | null;
}
export type BankAccountPayload =
  | z.output<typeof bankAccountInputSchema>
  | z.output<typeof partnerBankAccountInputSchema>;

interface BankAccountValues {
  bankName: string;
  currency: string;
  iban: string;
  name: string;
}

export const bankAccountsApi = subResourceApi<BankAccount, BankAccountPayload>('bank-accounts');

const namedResolver = schemaResolver<BankAccountValues, BankAccountPayload>(bankAccountInputSchema);
const unnamedResolver = schemaResolver<BankAccountValues, BankAccountPayload>(partnerBankAccountInputSchema);

interface BankAccountSectionProps {
  scope: SubResourceScope;
  /** Whether the accounts have a name (the company's own accounts). */
  withName: boolean;
}

/** <owner>/bank-accounts: the accounts printed on invoices or paid into. */
export function BankAccountList({ scope, withName }: BankAccountSectionProps) {
  const { t } = useTranslation();
  const texts = `${scope.textPrefix}.bank-accounts`;
  const columns: ListColumn<BankAccount>[] = [
    { key: 'bankName', header: t(`${texts}.fields.bankName`), sortable: true },
    { key: 'currency', header: t(`${texts}.fields.currency`), sortable: true, width: '7rem' },
    {
      key: 'iban',
      header: t(`${texts}.fields.iban`),
      render: (row) => <span style={{ fontFamily: 'monospace' }}>{formatIban(row.iban)}</span>,
    },
    ...(withName ? [{ key: 'name', header: t(`${texts}.fields.name`) }] : []),
  ];
  return (
    <SubResourceList<BankAccount>
      scope={scope}
      api={bankAccountsApi}
      columns={columns}
      describe={(row) => `${row.bankName} ${formatIban(row.iban)}`}
    />
  );
}

/** <owner>/bank-accounts/create and /:bankAccountId. */
export function BankAccountForm({ scope, withName }: BankAccountSectionProps) {
  const { t, i18n } = useTranslation();
  const texts = `${scope.textPrefix}.bank-accounts`;
  const currencies = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  return (
    <SubResourceFormPage<BankAccount, BankAccountValues, BankAccountPayload>
      scope={scope}
      api={bankAccountsApi}
      param="bankAccountId"
      resolver={withName ? namedResolver : unnamedResolver}
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
          label={t(`${texts}.fields.iban`)}
          description={t(`${texts}.iban-hint`)}
          required
          maxLength={42}
          autoComplete="off"
          data-testid="bank-accounts-iban"
        />
        <SelectField
          name="currency"
          label={t(`${texts}.fields.currency`)}
          data={currencies}
          searchable
          required
          nothingFoundMessage={t('address.nothing-found')}
          data-testid="bank-accounts-currency"
        />
        <TextField
          name="bankName"
          label={t(`${texts}.fields.bankName`)}
          required
          maxLength={100}
          data-testid="bank-accounts-bank-name"
        />
        {withName && (
          <TextField
            name="name"
            label={t(`${texts}.fields.name`)}
            description={t(`${texts}.name-hint`)}
            maxLength={100}
          />
        )}
      </SimpleGrid>
    </SubResourceFormPage>
  );
}
