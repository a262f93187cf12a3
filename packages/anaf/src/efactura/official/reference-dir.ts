import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the tax authority's artefacts live (never copied into the repository): env REFERENCE_DIR,
 * else ../shared/reference beside the repository (the workstations and CI), else the usual
 * /work/shared/reference (a CI clone that lives elsewhere).
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
const MARKER = 'efactura/EN16931-CIUS_RO-UBL-validation-1.0.9.xslt';

export function referenceCandidates(): string[] {
  return process.env.REFERENCE_DIR
    ? [process.env.REFERENCE_DIR]
    : [path.resolve(REPO_ROOT, '../shared/reference'), '/work/shared/reference'];
}

/** The reference directory holding the e-Factura artefacts, or null when there is none. */
export function findReferenceDir(): string | null {
  return referenceCandidates().find((dir) => existsSync(path.join(dir, MARKER))) ?? null;
}

/** Why the official-artefact tests cannot run here (printed when they skip), or null. */
export function referenceMissingReason(): string | null {
  if (findReferenceDir()) return null;
  return `Skipped: the official e-Factura artefacts (${MARKER}) are not under ${referenceCandidates().join(' or ')} (set REFERENCE_DIR).`;
}

export function requireReferenceDir(): string {
  const dir = findReferenceDir();
  if (!dir) throw new Error(referenceMissingReason() ?? 'no reference directory');
  return dir;
}

export { REPO_ROOT };
