import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fatalRuleIds, officialFindings } from './official/official-findings';
import { findReferenceDir, referenceMissingReason } from './official/reference-dir';
import { validateUblXsd } from './official/ubl-xsd';
import { fixtureText } from './ubl-reader.test-support';

const missing = referenceMissingReason();
if (missing) console.log(missing);
const fixtures = readdirSync(path.join(import.meta.dirname, 'fixtures')).filter((name) =>
  name.endsWith('.xml'),
);

/** Fixtures that are not meant to be CIUS-RO documents, and why. */
const NOT_CIUS_RO: Record<string, string> = {
  'german-supplier-reverse-charge.xml':
    'a Peppol BIS invoice (its own CustomizationID), as a German supplier sends it',
  'minimal-invoice.xml': 'only the terms the reader requires: far less than CIUS-RO requires',
};

// The received-invoice fixtures are hand-written: the official artefacts show they are documents
// real software could have sent, not shapes only this reader accepts.
describe.skipIf(!findReferenceDir())(
  'the UBL reader fixtures are valid UBL 2.1 (and CIUS-RO where they claim it)',
  () => {
    it.each(fixtures)('%s', async (name) => {
      const xml = fixtureText(name);
      expect(await validateUblXsd(xml)).toEqual([]);
      if (NOT_CIUS_RO[name]) return;
      expect(fatalRuleIds(await officialFindings(xml))).toEqual([]);
    });
  },
);
