import type {
  MeasurementUnit,
  MeasurementUnitPayload,
  UnitTranslation,
  UnitTranslationPayload,
} from '@app/domain/measurement-units/measurement-unit.schemas';
import { settingsApi } from '../settings.api';

export const unitsApi = settingsApi<MeasurementUnit, MeasurementUnitPayload>('measurement-units');
export const UNITS_PATH = '/settings/measurement-units';

/** The translations of one unit, under its address. */
export const translationsApi = (unitId: string) =>
  settingsApi<UnitTranslation, UnitTranslationPayload>(`measurement-units/${unitId}/translations`);
export const translationsPath = (unitId: string) => `${UNITS_PATH}/${unitId}/translations`;
