import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, readSpreadsheet, UnreadableFileError } from './spreadsheet';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

async function xlsx(sheets: Record<string, unknown[][]>): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) workbook.addWorksheet(name).addRows(rows);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

describe('readSpreadsheet', () => {
  it('reads every sheet of an XLSX file as texts', async () => {
    const data = await xlsx({
      Produse: [
        ['Denumire', 'Cotă TVA', 'Serviciu', 'Data'],
        ['Pâine', 9.5, false, new Date(Date.UTC(2026, 0, 31))],
        [],
        ['Apă', 21, true, null],
      ],
      Altele: [['x']],
    });
    const workbook = await readSpreadsheet('produse.XLSX', data);
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Produse', 'Altele']);
    expect(workbook.sheets[0]?.rows).toEqual([
      ['Denumire', 'Cotă TVA', 'Serviciu', 'Data'],
      ['Pâine', '9.5', 'false', '2026-01-31'],
      [],
      ['Apă', '21', 'true'],
    ]);
  });

  it('reads a CSV with semicolons, quotes and a BOM', async () => {
    const workbook = await readSpreadsheet(
      'parteneri.csv',
      bytes('\uFEFFDenumire;CUI\n"Firma; Test SRL";RO14399840\n\n'),
    );
    expect(workbook.sheets).toEqual([
      {
        name: 'parteneri',
        rows: [
          ['Denumire', 'CUI'],
          ['Firma; Test SRL', 'RO14399840'],
        ],
      },
    ]);
  });

  it('reads a CSV saved in Windows-1250 by an older Excel', async () => {
    // "Județ" with ț (0xFE in Windows-1250) is not valid UTF-8.
    const data = Uint8Array.from([0x4a, 0x75, 0x64, 0x65, 0xfe, 0x0a, 0x43, 0x6c, 0x75, 0x6a]).buffer;
    expect((await readSpreadsheet('a.csv', data)).sheets[0]?.rows).toEqual([['Jude\u0163'], ['Cluj']]);
  });

  it('refuses other files and broken ones', async () => {
    await expect(readSpreadsheet('poza.png', bytes('x'))).rejects.toBeInstanceOf(UnreadableFileError);
    await expect(readSpreadsheet('gol.csv', bytes('\n\n'))).rejects.toBeInstanceOf(UnreadableFileError);
    await expect(readSpreadsheet('stricat.xlsx', bytes('not a zip'))).rejects.toBeInstanceOf(
      UnreadableFileError,
    );
  });
});

describe('cellText', () => {
  it.each<[unknown, string]>([
    [null, ''],
    ['text', 'text'],
    [0.1, '0.1'],
    [1234567.891, '1234567.891'],
    [{ richText: [{ text: 'Pâi' }, { text: 'ne' }] }, 'Pâine'],
    [{ formula: 'A1*2', result: 42 }, '42'],
    [{ text: 'site', hyperlink: 'https://exemplu.ro' }, 'site'],
    [{ error: '#N/A' }, ''],
  ])('%j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});
