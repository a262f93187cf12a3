import {
  UNIT_TRANSLATION_LOCALES,
  type UnitTranslation,
  type UnitTranslationPayload,
  unitTranslationInputSchema,
} from '@app/domain/measurement-units/measurement-unit.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SelectField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { SettingsFormPage } from '../components/SettingsFormPage';
import { NameSymbolFields } from './NameSymbolFields';
import { translationsApi, translationsPath } from './units.api';
import { useLocaleName } from './useLocaleName';

type Values = { locale: string; name: string; symbol: string };
const resolver = schemaResolver<Values, UnitTranslationPayload>(unitTranslationInputSchema);

/** /settings/measurement-units/:id/translations/create and /:measurementUnitTranslationId. */
export function UnitTranslationEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const api = useMemo(() => translationsApi(id), [id]);
  const localeName = useLocaleName();
  const locales = UNIT_TRANSLATION_LOCALES.map((locale) => ({ value: locale, label: localeName(locale) }));
  return (
    <SettingsFormPage<UnitTranslation, Values, UnitTranslationPayload>
      resource="unit-translations"
      api={api}
      param="measurementUnitTranslationId"
      listPath={translationsPath(id)}
      resolver={resolver}
      empty={() => ({ locale: 'en-GB', name: '', symbol: '' })}
      toValues={(row) => ({ locale: row.locale, name: row.name, symbol: row.symbol })}
    >
      {() => (
        <NameSymbolFields
          resource="unit-translations"
          first={
            <SelectField
              name="locale"
              label={t('settings.unit-translations.fields.locale')}
              data={locales}
              required
              data-testid="unit-translations-locale"
            />
          }
        />
      )}
    </SettingsFormPage>
  );
}
