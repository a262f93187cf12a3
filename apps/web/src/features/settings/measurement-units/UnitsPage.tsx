import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/list/ListScreen';
import { SettingsListPage } from '../components/SettingsListPage';
import { translationsPath, UNITS_PATH, unitsApi } from './units.api';

/** /settings/measurement-units: the company's units with their UN/ECE Recommendation 20 codes. */
export function UnitsPage() {
  const { t } = useTranslation();
  const columns: ListColumn<MeasurementUnit>[] = [
    { key: 'name', header: t('settings.measurement-units.fields.name'), sortable: true },
    { key: 'symbol', header: t('settings.measurement-units.fields.symbol'), sortable: true },
    { key: 'code', header: t('settings.measurement-units.fields.code'), sortable: true, width: '8rem' },
  ];
  return (
    <SettingsListPage<MeasurementUnit>
      resource="measurement-units"
      api={unitsApi}
      basePath={UNITS_PATH}
      columns={columns}
      describe={(unit) => `${unit.name} (${unit.code})`}
      defaultSort={{ sortBy: 'name', sortDir: 'asc' }}
      rowActions={(unit) => (
        <Menu.Item
          component={Link}
          to={translationsPath(unit.id)}
          data-testid="measurement-units-row-translations"
        >
          {t('settings.measurement-units.translations-link')}
        </Menu.Item>
      )}
    />
  );
}
