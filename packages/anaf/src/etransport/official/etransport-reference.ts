import { existsSync } from 'node:fs';
import path from 'node:path';
import { referenceCandidates } from '../../efactura/official/reference-dir';

/**
 * ANAF's e-Transport artefacts in the shared reference directory (never copied into the
 * repository): the schema and the Schematron compiled to XSLT 2.0, which walks attributes too.
 */
export const ETRANSPORT_XSD = 'etransport/schema_ETR_v2.xsd';
export const ETRANSPORT_XSL = 'etransport/eTransport-validation_v2.0.2.xsl';

/** The reference directory holding both e-Transport artefacts, or null. */
export function findEtransportReferenceDir(): string | null {
  return (
    referenceCandidates().find((dir) =>
      [ETRANSPORT_XSD, ETRANSPORT_XSL].every((file) => existsSync(path.join(dir, file))),
    ) ?? null
  );
}

/** Why the e-Transport conformance tests cannot run here (printed when they skip), or null. */
export function etransportReferenceMissingReason(): string | null {
  if (findEtransportReferenceDir()) return null;
  return `Skipped: the official e-Transport artefacts (${ETRANSPORT_XSD}, ${ETRANSPORT_XSL}) are not under ${referenceCandidates().join(' or ')} (set REFERENCE_DIR).`;
}

export function etransportReferenceFile(file: string): string {
  const dir = findEtransportReferenceDir();
  if (!dir) throw new Error(etransportReferenceMissingReason() ?? 'no reference directory');
  return path.join(dir, file);
}
