import type {
  DocumentSeries,
  DocumentSeriesPayload,
} from '@app/domain/document-series/document-series.schemas';
import { settingsApi } from '../settings.api';

export const seriesApi = settingsApi<DocumentSeries, DocumentSeriesPayload>('document-series');
/** The pages keep the route catalogue's spelling (spec 01 §2); the API says document-series. */
export const SERIES_PATH = '/settings/documents-series';
