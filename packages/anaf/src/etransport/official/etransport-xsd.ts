import { readFileSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { ETRANSPORT_XSD, etransportReferenceFile } from './etransport-reference';

let schema: XMLFileInfo | null = null;

function loadSchema(): XMLFileInfo {
  schema ??= {
    fileName: 'schema_ETR_v2.xsd',
    contents: readFileSync(etransportReferenceFile(ETRANSPORT_XSD), 'utf8'),
  };
  return schema;
}

/**
 * Validates e-Transport messages against schema_ETR_v2.xsd in one xmllint run (reading the schema
 * costs more than a message). Returns each message's schema errors in order, empty when valid.
 */
export async function validateEtransportXsdMany(xmls: readonly string[]): Promise<string[][]> {
  if (xmls.length === 0) return [];
  const fileName = (index: number) => `message-${index}.xml`;
  const result = await validateXML({
    xml: xmls.map((contents, index) => ({ fileName: fileName(index), contents })),
    schema: loadSchema(),
  });
  const lines = result.rawOutput.split('\n').map((line) => line.trim());
  return xmls.map((_xml, index) => {
    const name = fileName(index);
    const errors = lines.filter((line) => line.startsWith(`${name}:`));
    if (errors.length > 0) return errors;
    // A message neither reported valid nor with an error line: say what xmllint said.
    return lines.includes(`${name} validates`)
      ? []
      : [`${name} does not validate: ${result.rawOutput.trim()}`];
  });
}

export async function validateEtransportXsd(xml: string): Promise<string[]> {
  const [errors = []] = await validateEtransportXsdMany([xml]);
  return errors;
}
