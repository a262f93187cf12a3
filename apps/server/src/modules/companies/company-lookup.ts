import { createVatPayerClient } from '@app/anaf/company-lookup/vat-payer.client';
import { startVatPayerSimulator } from '@app/anaf/company-lookup/vat-payer.simulator';
import { ANAF_PUBLIC_SERVICES_URL, CompanyLookupError } from '@app/anaf/company-lookup/vat-payer.types';
import { type CompanyLookupFn, LookupUnavailable } from './companies.service';

/**
 * The company lookup the app uses: ANAF's public VAT-payer service, or (ANAF_MODE=simulator, the
 * default) a faithful simulator of it started in this process, so development needs no network.
 * The simulator knows every CUI with a valid check digit (made-up data, stable per CUI), so a real
 * CUI can be used in development; its answers are flagged `simulated`.
 */
export async function createCompanyLookup(
  mode: 'simulator' | 'anaf',
): Promise<{ lookup: CompanyLookupFn; close(): Promise<void> }> {
  const simulator =
    mode === 'simulator' ? await startVatPayerSimulator({ host: '127.0.0.1', port: 0 }) : null;
  const simulated = simulator !== null;
  const client = createVatPayerClient({ baseUrl: simulator?.url ?? ANAF_PUBLIC_SERVICES_URL });
  return {
    async lookup(businessId) {
      try {
        const found = await client.lookup(businessId);
        // The answer says when its data are made up, so the form can say so (development only).
        return found && { ...found, address: { ...found.address, additionalStreet: null }, simulated };
      } catch (error) {
        if (error instanceof CompanyLookupError && error.code === 'unavailable')
          throw new LookupUnavailable(error.message);
        throw error;
      }
    },
    close: async () => simulator?.close(),
  };
}
