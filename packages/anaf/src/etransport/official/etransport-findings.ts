/// <reference path="../../efactura/official/saxon-js.d.ts" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import SaxonJS from 'saxon-js';
import { REPO_ROOT } from '../../efactura/official/reference-dir';
import { ensureSef, sefLocation } from '../../efactura/official/sef-cache';
import { type OfficialFinding, svrlFindings } from '../../efactura/official/svrl';
import { ETRANSPORT_XSL, etransportReferenceFile } from './etransport-reference';

export type { OfficialFinding } from '../../efactura/official/svrl';

const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/etransport-sef');

/** Compiles ANAF's e-Transport stylesheet for SaxonJS unless cached (a few seconds, once). */
export function prepareEtransportStylesheet(): Promise<string> {
  return ensureSef(sefLocation(etransportReferenceFile(ETRANSPORT_XSL), CACHE_DIR));
}

let stylesheet: Promise<unknown> | null = null;

function loadStylesheet(): Promise<unknown> {
  stylesheet ??= prepareEtransportStylesheet()
    .then((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown)
    .catch((error: unknown) => {
      stylesheet = null;
      throw error;
    });
  return stylesheet;
}

/**
 * BR-216 and BR-217 close their assert tag too early (`test="..."> flag="fatal" id="BR-216">`):
 * their failed asserts come without id and flag, which stay in the text. Read them from there, so
 * that these two rules count like the others instead of vanishing from a list of fatal ids.
 */
function withRecoveredId(finding: OfficialFinding): OfficialFinding {
  if (finding.ruleId !== '' && finding.flag !== '') return finding;
  return {
    ...finding,
    ruleId:
      finding.ruleId ||
      (/id="([^"]+)"|\[([A-Z]+(?:-[A-Z]+)?-\d+)\]/.exec(finding.text)?.slice(1).find(Boolean) ?? ''),
    // An assert without a flag is still a failed assert: an error.
    flag: finding.flag || (/flag="(\w+)"/.exec(finding.text)?.[1] ?? 'fatal'),
  };
}

/**
 * Runs ANAF's e-Transport Schematron 2.0.2 (its XSLT 2.0 compilation) over a message: every
 * failed assert and successful report. Throws when the stylesheet itself fails on the message.
 */
export async function etransportFindings(xml: string): Promise<OfficialFinding[]> {
  const stylesheetInternal = await loadStylesheet();
  const result = SaxonJS.transform(
    { stylesheetInternal, sourceText: xml, destination: 'serialized' },
    'sync',
  );
  return svrlFindings(result.principalResult).map(withRecoveredId);
}
