import type { ImportEntity } from '@app/domain/imports/import-limits';
export type SampleLanguage = 'ro' | 'en';
export type SampleFormat = 'csv' | 'xlsx';
/** The sample's rows: the fields' first titles in the language, then the two example rows. */
export declare function sampleRows(entity: ImportEntity, language: SampleLanguage): string[][];
export declare const sampleFileName: (
  entity: ImportEntity,
  language: SampleLanguage,
  format: SampleFormat,
) => string;
/** A sample file to fill in (spec 02 §2: downloadable sample), made in the browser. */
export declare function sampleFile(
  entity: ImportEntity,
  language: SampleLanguage,
  format: SampleFormat,
): Promise<Blob>;
/** Saves a blob through a temporary link, as a download. */
export declare function saveBlob(name: string, blob: Blob): void;
