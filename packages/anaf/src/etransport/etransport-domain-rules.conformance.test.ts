import { partnerCountryRule } from '@app/domain/etransport/declaration-party-rules';
import {
  OPERATION_TYPE_CODES,
  PRODUCT_OPERATION_CODES,
  PURPOSES_BY_OPERATION,
  purposeRuleId,
  ROUTE_END_TYPES,
  routeEndRuleId,
} from '@app/domain/etransport/etransport-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { fatalRuleIds, type OfficialFinding } from '../efactura/official/svrl';
import { writeDeclarationXml } from './etransport-writer';
import { PARTNERS, sampleInput, sampleLine } from './etransport-writer.test-helpers';
import { etransportFindings, prepareEtransportStylesheet } from './official/etransport-findings';
import {
  etransportReferenceMissingReason,
  findEtransportReferenceDir,
} from './official/etransport-reference';

const missing = etransportReferenceMissingReason();
if (missing) console.log(missing);

/**
 * The domain's tables (which route end types, purposes and partner countries an operation allows)
 * against ANAF's Schematron run over what the writer writes: every cell of each table, allowed or
 * not, so that neither side can drift without a failing test.
 */
const ROUTE_RULES = ['BR-046', 'BR-212', 'BR-213', 'BR-216', 'BR-217'];
const COUNTRY_RULES = ['BR-004', 'BR-005', 'BR-006'];

const ruleIdsAmong = (findings: OfficialFinding[], rules: string[]) =>
  fatalRuleIds(findings).filter((rule) => rules.includes(rule));

describe.skipIf(!findEtransportReferenceDir())(
  'the domain e-Transport tables agree with the official rules',
  () => {
    beforeAll(() => prepareEtransportStylesheet());

    const routeCells = OPERATION_TYPE_CODES.flatMap((operation) =>
      (['start', 'end'] as const).flatMap((end) =>
        ROUTE_END_TYPES.map((type) => [operation, end, type] as const),
      ),
    );

    it.each(routeCells)('operation %i, %s of the route as %s', async (operation, end, type) => {
      const xml = writeDeclarationXml(sampleInput(operation, { [end]: type }));
      const official = ruleIdsAmong(await etransportFindings(xml), ROUTE_RULES);
      const domain = routeEndRuleId(operation, end, type);
      // A customs office on 10, 20, 30, 60, 70 breaks BR-046 and BR-216/217 at once; the domain names the first.
      if (domain === null) expect(official).toEqual([]);
      else expect(official).toContain(domain);
    });

    it.each(OPERATION_TYPE_CODES)(
      'operation %i: the lines whose purpose the domain refuses are the ones ANAF refuses',
      async (operation) => {
        const products = PRODUCT_OPERATION_CODES.map((purpose) => sampleLine({ operationType: purpose }));
        const findings = await etransportFindings(
          writeDeclarationXml(sampleInput(operation, {}, { products })),
        );
        const rule = purposeRuleId(operation);
        const refusedLines = findings
          .filter((finding) => finding.ruleId === rule && finding.flag === 'fatal')
          .map((finding) => Number(/bunuriTransportate\[[^\]]*\]\[(\d+)\]/.exec(finding.location)?.[1]));
        const refusedPurposes = refusedLines.map((line) => PRODUCT_OPERATION_CODES[line - 1]);
        expect(refusedPurposes).toEqual(
          PRODUCT_OPERATION_CODES.filter((purpose) => !PURPOSES_BY_OPERATION[operation].includes(purpose)),
        );
        expect(fatalRuleIds(findings)).toEqual([rule]);
      },
    );

    const countryCells = OPERATION_TYPE_CODES.flatMap((operation) =>
      ['RO', 'DE', 'GR', 'XI', 'TR', 'GB'].map((country) => [operation, country] as const),
    );

    it.each(countryCells)('operation %i with a partner from %s', async (operation, countryCode) => {
      const partner = {
        ...PARTNERS['non-eu'],
        countryCode,
        code: countryCode === 'RO' ? PARTNERS.romania.code : 'X123',
      };
      const findings = await etransportFindings(
        writeDeclarationXml(sampleInput(operation, {}, {}, { partner })),
      );
      const domain = partnerCountryRule(operation, countryCode);
      expect(ruleIdsAmong(findings, COUNTRY_RULES)).toEqual(domain === null ? [] : [domain]);
    });
  },
);
