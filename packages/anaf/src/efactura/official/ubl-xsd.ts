import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { requireReferenceDir } from './reference-dir';

/**
 * The OASIS UBL 2.1 schemas, read once: the two main documents and every common/ module they import
 * (the main documents import "../common/...", so both folders keep their names in xmllint's
 * in-memory file system).
 */
type Schemas = { invoice: XMLFileInfo; creditNote: XMLFileInfo; common: XMLFileInfo[] };
let schemas: Schemas | null = null;

function loadSchemas(): Schemas {
  if (schemas) return schemas;
  const xsdDir = path.join(requireReferenceDir(), 'efactura/xsd');
  const read = (relative: string): XMLFileInfo => ({
    fileName: relative,
    contents: readFileSync(path.join(xsdDir, relative), 'utf8'),
  });
  const common = readdirSync(path.join(xsdDir, 'common'))
    .filter((name) => name.endsWith('.xsd'))
    .map((name) => read(`common/${name}`));
  schemas = {
    invoice: read('maindoc/UBL-Invoice-2.1.xsd'),
    creditNote: read('maindoc/UBL-CreditNote-2.1.xsd'),
    common,
  };
  return schemas;
}

/** The local name of the document element ("Invoice", "CreditNote"), whatever its prefix. */
export function rootElementName(xml: string): string | null {
  const withoutProlog = xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, '');
  const match = /<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(withoutProlog);
  return match?.[2] ?? null;
}

/**
 * Validates a UBL document against the UBL 2.1 XSD its root names (Invoice or CreditNote).
 * Returns the schema errors, empty when the document is valid.
 */
export async function validateUblXsd(xml: string): Promise<string[]> {
  const [errors = []] = await validateUblXsdMany([xml]);
  return errors;
}

/**
 * Validates many documents with one xmllint run per root element: reading the schemas costs
 * about 300 ms, a document a few milliseconds. Returns each document's errors in order.
 */
export async function validateUblXsdMany(xmls: readonly string[]): Promise<string[][]> {
  const { invoice, creditNote, common } = loadSchemas();
  const results: string[][] = xmls.map(() => []);
  const groups = new Map<XMLFileInfo, number[]>();
  xmls.forEach((xml, index) => {
    const root = rootElementName(xml);
    const schema = root === 'CreditNote' ? creditNote : root === 'Invoice' ? invoice : null;
    if (!schema) results[index] = [`the root element is ${root ?? 'missing'}, not Invoice or CreditNote`];
    else groups.set(schema, [...(groups.get(schema) ?? []), index]);
  });
  for (const [schema, indexes] of groups) {
    const fileName = (index: number) => `document-${index}.xml`;
    const result = await validateXML({
      xml: indexes.map((index) => ({ fileName: fileName(index), contents: xmls[index] ?? '' })),
      schema,
      preload: common,
      // Large invoices (999 lines) with the schemas need more than the default 32 MiB.
      maxMemoryPages: 16 * 1024,
    });
    const lines = result.rawOutput.split('\n').map((line) => line.trim());
    for (const index of indexes) {
      const name = fileName(index);
      const errors = lines.filter((line) => line.startsWith(`${name}:`));
      const failed = lines.includes(`${name} fails to validate`) || !lines.includes(`${name} validates`);
      results[index] =
        errors.length > 0 ? errors : failed ? [`${name} does not validate: ${result.rawOutput.trim()}`] : [];
    }
  }
  return results;
}
