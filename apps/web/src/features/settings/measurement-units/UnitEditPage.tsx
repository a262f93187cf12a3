import {
  type MeasurementUnit,
  type MeasurementUnitPayload,
  measurementUnitInputSchema,
} from '@app/domain/measurement-units/measurement-unit.schemas';
import { UNIT_CODES } from '@app/domain/measurement-units/unit-codes';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { SettingsFormPage } from '../components/SettingsFormPage';
import { UsedByNotice } from '../components/UsedByNotice';
import { NameSymbolFields } from './NameSymbolFields';
import { translationsPath, UNITS_PATH, unitsApi } from './units.api';

type Values = { code: string; name: string; symbol: string };
const resolver = schemaResolver<Values, MeasurementUnitPayload>(measurementUnitInputSchema);
const CODE_OPTIONS = UNIT_CODES.map((code) => ({ value: code, label: code }));

/**
 * /settings/measurement-units/create and /:id. A unit in use may be renamed (with a warning: the
 * documents already issued keep their text) but keeps its code, which products refer to.
 */
export function UnitEditPage() {
  const { t } = useTranslation();
  return (
    <SettingsFormPage<MeasurementUnit, Values, MeasurementUnitPayload>
      resource="measurement-units"
      api={unitsApi}
      param="id"
      listPath={UNITS_PATH}
      resolver={resolver}
      empty={() => ({ code: '', name: '', symbol: '' })}
      toValues={(unit) => ({ code: unit.code, name: unit.name, symbol: unit.symbol })}
      notice={({ item, usedBy }) => (
        <>
          {item && (
            <Anchor
              component={Link}
              to={translationsPath(item.id)}
              size="sm"
              data-testid="unit-translations-link"
            >
              {t('settings.measurement-units.translations-link')}
            </Anchor>
          )}
          {usedBy.length > 0 && (
            <UsedByNotice
              usedBy={usedBy}
              title={t('settings.measurement-units.used-warning')}
              testId="measurement-units-used"
            />
          )}
        </>
      )}
    >
      {({ usedBy }) => (
        <NameSymbolFields
          resource="measurement-units"
          first={
            <SelectField
              name="code"
              label={t('settings.measurement-units.fields.code')}
              description={t('settings.measurement-units.code-hint')}
              data={CODE_OPTIONS}
              searchable
              required
              disabled={usedBy.length > 0}
              nothingFoundMessage={t('settings.nothing-found')}
              data-testid="measurement-units-code"
            />
          }
        />
      )}
    </SettingsFormPage>
  );
}
