import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { writeUbl } from './ubl-writer';
import { writerVariants } from './ubl-writer.test-variants';

// The OASIS schemas sit next to the repository (../shared/reference) on the workstations and in
// CI, whose clone may live elsewhere (then the usual /work/shared); REFERENCE_DIR points elsewhere.
const XSD_DIR = 'efactura/xsd';
const candidates = process.env.REFERENCE_DIR
  ? [process.env.REFERENCE_DIR]
  : [path.resolve(import.meta.dirname, '../../../../../shared/reference'), '/work/shared/reference'];
const referenceDir = candidates.find((dir) =>
  existsSync(path.join(dir, XSD_DIR, 'maindoc/UBL-Invoice-2.1.xsd')),
);
if (!referenceDir) {
  console.warn(
    `Skipped: the UBL 2.1 XSD test needs ${XSD_DIR} under ${candidates.join(' or ')} (set REFERENCE_DIR).`,
  );
}

/** A schema file by its path under xsd/ (the main documents import "../common/...", kept as is). */
function schemaFile(relative: string): XMLFileInfo {
  return {
    fileName: relative,
    contents: readFileSync(path.join(referenceDir ?? '', XSD_DIR, relative), 'utf8'),
  };
}

describe.skipIf(!referenceDir)('the written XML is valid UBL 2.1 (OASIS XSD, xmllint)', () => {
  const common = referenceDir
    ? readdirSync(path.join(referenceDir, XSD_DIR, 'common'))
        .filter((name) => name.endsWith('.xsd'))
        .map((name) => schemaFile(`common/${name}`))
    : [];

  it.each(writerVariants())('%s', async (_name, invoice) => {
    const main =
      invoice.syntax === 'CreditNote' ? 'maindoc/UBL-CreditNote-2.1.xsd' : 'maindoc/UBL-Invoice-2.1.xsd';
    const result = await validateXML({
      xml: { fileName: 'written.xml', contents: writeUbl(invoice) },
      schema: schemaFile(main),
      preload: common,
    });
    expect(result.errors.map((error) => error.message)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('catches a misplaced element (the check is not vacuous)', async () => {
    const [, invoice] = writerVariants()[0] as [string, Parameters<typeof writeUbl>[0]];
    const xml = writeUbl(invoice).replace(
      /(<cbc:DueDate>[^<]*<\/cbc:DueDate>)(<cbc:InvoiceTypeCode>[^<]*<\/cbc:InvoiceTypeCode>)/,
      '$2$1',
    );
    const result = await validateXML({
      xml: { fileName: 'swapped.xml', contents: xml },
      schema: schemaFile('maindoc/UBL-Invoice-2.1.xsd'),
      preload: common,
    });
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toContain('DueDate');
  });
});
