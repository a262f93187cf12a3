/// <reference path="./saxon-js.d.ts" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import SaxonJS from 'saxon-js';
import { REPO_ROOT, requireReferenceDir } from './reference-dir';
import { ensureSef, sefLocation } from './sef-cache';
import { type OfficialFinding, svrlFindings } from './svrl';

export { fatalRuleIds, type OfficialFinding } from './svrl';

const XSLT = 'efactura/EN16931-CIUS_RO-UBL-validation-1.0.9.xslt';
const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/efactura-sef');

/** Where the official stylesheet and its compiled SEF are (the SEF may not exist yet). */
export function officialSefLocation() {
  return sefLocation(path.join(requireReferenceDir(), XSLT), CACHE_DIR);
}

/** Compiles the official stylesheet unless it is cached (test global setup: pays the 17 s once). */
export function prepareOfficialStylesheet(): Promise<string> {
  return ensureSef(officialSefLocation());
}

/** The compiled stylesheet, loaded once per process (7 MB of JSON). */
let stylesheet: Promise<unknown> | null = null;

function loadStylesheet(): Promise<unknown> {
  stylesheet ??= prepareOfficialStylesheet()
    .then((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown)
    .catch((error: unknown) => {
      stylesheet = null;
      throw error;
    });
  return stylesheet;
}

/**
 * Runs ANAF's CIUS-RO 1.0.9 validation (EN 16931 + RO rules, the same XSLT as the public
 * validator) over a UBL document: every failed assert and successful report, fatal or warning.
 */
export async function officialFindings(xml: string): Promise<OfficialFinding[]> {
  const stylesheetInternal = await loadStylesheet();
  const result = SaxonJS.transform(
    { stylesheetInternal, sourceText: xml, destination: 'serialized' },
    'sync',
  );
  return svrlFindings(result.principalResult);
}
