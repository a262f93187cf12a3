import { IMPORT_FIELDS } from '@app/domain/imports/import-fields';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import { IMPORT_SAMPLES } from '@app/domain/imports/import-samples';
import Papa from 'papaparse';
import { loadExcelJs } from './load-exceljs';

export type SampleLanguage = 'ro' | 'en';
export type SampleFormat = 'csv' | 'xlsx';

/** The sample's rows: the fields' first titles in the language, then the two example rows. */
export function sampleRows(entity: ImportEntity, language: SampleLanguage): string[][] {
  const fields = IMPORT_FIELDS[entity];
  return [
    fields.map((field) => field.headers[language][0] ?? field.key),
    ...IMPORT_SAMPLES[entity].map((sample) => fields.map((field) => sample[field.key] ?? '')),
  ];
}

export const sampleFileName = (entity: ImportEntity, language: SampleLanguage, format: SampleFormat) =>
  `${language === 'ro' ? (entity === 'partners' ? 'parteneri' : 'produse') : entity}-exemplu.${format}`;

/** A sample file to fill in (spec 02 §2: downloadable sample), made in the browser. */
export async function sampleFile(
  entity: ImportEntity,
  language: SampleLanguage,
  format: SampleFormat,
): Promise<Blob> {
  const rows = sampleRows(entity, language);
  if (format === 'csv') {
    // The BOM makes Excel read the diacritics as UTF-8.
    return new Blob([`\uFEFF${Papa.unparse(rows)}`], { type: 'text/csv;charset=utf-8' });
  }
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(entity === 'partners' ? 'Parteneri' : 'Produse');
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Saves a blob through a temporary link, as a download. */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
