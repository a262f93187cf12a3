import { BANK_NAME_MAX, type Bank, type BankPayload, bankInputSchema } from '@app/domain/banks/bank.schemas';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { SettingsFormPage } from '../components/SettingsFormPage';
import { BANKS_PATH, banksApi } from './banks.api';

type Values = { name: string; swift: string };
const resolver = schemaResolver<Values, BankPayload>(bankInputSchema);

/** /settings/banks/create and /settings/banks/:id. */
export function BankEditPage() {
  const { t } = useTranslation();
  return (
    <SettingsFormPage<Bank, Values, BankPayload>
      resource="banks"
      api={banksApi}
      param="id"
      listPath={BANKS_PATH}
      resolver={resolver}
      empty={() => ({ name: '', swift: '' })}
      toValues={(bank) => ({ name: bank.name, swift: bank.swift })}
    >
      {() => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            name="name"
            label={t('settings.banks.fields.name')}
            required
            maxLength={BANK_NAME_MAX}
            data-testid="banks-name"
          />
          <TextField
            name="swift"
            label={t('settings.banks.fields.swift')}
            description={t('settings.banks.swift-hint')}
            required
            maxLength={14}
            autoComplete="off"
            data-testid="banks-swift"
          />
        </SimpleGrid>
      )}
    </SettingsFormPage>
  );
}
