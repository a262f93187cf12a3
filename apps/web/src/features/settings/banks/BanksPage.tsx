import type { Bank } from '@app/domain/banks/bank.schemas';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list/ListScreen';
import { SettingsListPage } from '../components/SettingsListPage';
import { BANKS_PATH, banksApi } from './banks.api';

/** /settings/banks: the banks the company deals with. */
export function BanksPage() {
  const { t } = useTranslation();
  const columns: ListColumn<Bank>[] = [
    { key: 'name', header: t('settings.banks.fields.name'), sortable: true },
    {
      key: 'swift',
      header: t('settings.banks.fields.swift'),
      sortable: true,
      render: (bank) => <span style={{ fontFamily: 'monospace' }}>{bank.swift}</span>,
    },
  ];
  return (
    <SettingsListPage<Bank>
      resource="banks"
      api={banksApi}
      basePath={BANKS_PATH}
      columns={columns}
      describe={(bank) => `${bank.name} (${bank.swift})`}
      defaultSort={{ sortBy: 'name', sortDir: 'asc' }}
    />
  );
}
