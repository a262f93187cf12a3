import type { UnitTranslation } from '@app/domain/measurement-units/measurement-unit.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ListColumn } from '../../../shared/list/ListScreen';
import { SettingsListPage } from '../components/SettingsListPage';
import { useSettingsItem } from '../settings.queries';
import { useSettingsCompany } from '../useSettingsCompany';
import { translationsApi, translationsPath, UNITS_PATH, unitsApi } from './units.api';
import { useLocaleName } from './useLocaleName';

/** /settings/measurement-units/:id/translations: the unit's name and symbol in other languages. */
export function UnitTranslationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { companyId } = useSettingsCompany();
  const unit = useSettingsItem(unitsApi, companyId, id);
  const api = useMemo(() => translationsApi(id), [id]);
  const localeName = useLocaleName();
  const columns: ListColumn<UnitTranslation>[] = [
    {
      key: 'locale',
      header: t('settings.unit-translations.fields.locale'),
      sortable: true,
      render: (row) => localeName(row.locale),
    },
    { key: 'name', header: t('settings.unit-translations.fields.name'), sortable: true },
    { key: 'symbol', header: t('settings.unit-translations.fields.symbol'), sortable: true },
  ];
  return (
    <SettingsListPage<UnitTranslation>
      resource="unit-translations"
      api={api}
      basePath={translationsPath(id)}
      columns={columns}
      describe={(row) => `${localeName(row.locale)}: ${row.name}`}
      defaultSort={{ sortBy: 'locale', sortDir: 'asc' }}
      title={t('settings.unit-translations.title-of', { name: unit.data?.name ?? '…' })}
      back={{
        to: unit.data ? `${UNITS_PATH}/${id}` : UNITS_PATH,
        label: unit.data?.name ?? t('settings.measurement-units.title'),
      }}
    />
  );
}
