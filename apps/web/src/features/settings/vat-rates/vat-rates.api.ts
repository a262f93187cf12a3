import type { VatRate, VatRatePayload } from '@app/domain/vat-rates/vat-rate.schemas';
import { settingsApi } from '../settings.api';

export const vatRatesApi = settingsApi<VatRate, VatRatePayload>('vat-rates');
export const VAT_RATES_PATH = '/settings/vat-rates';
