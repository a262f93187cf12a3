import type { DocumentSeries } from '@app/domain/document-series/document-series.schemas';
import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import type { FormFinding, PlacedFindings } from '../../../shared/invoicing/einvoice-finding-types';
import { documentsApi, type PartiesChoice } from '../client-documents.api';
import { documentKeys } from '../client-documents.queries';
import type { DocumentFormValues } from './document-form-values';
import { eInvoiceFindingsOf, placeFindings } from './einvoice-findings';
import type { EInvoiceRateFacts, InvoiceParties } from './einvoice-source';
import { formInvoiceSource } from './einvoice-source';

/** Typing pauses this long before the checks run again (they take a few milliseconds). */
const DEBOUNCE_MS = 250;

/** The company's VAT rates by id, with what the e-invoice reads of them. */
export function useRateFacts(rates: readonly VatRate[]): ReadonlyMap<string, EInvoiceRateFacts> {
  return useMemo(
    () =>
      new Map(
        rates.map((rate) => [
          rate.id,
          { code: rate.code, value: rate.value, exemptionReasonCode: rate.exemptionReasonCode },
        ]),
      ),
    [rates],
  );
}

/**
 * The parties the server would copy for this client, delivery address and bank accounts. A change of
 * accounts or address keeps the last answer for the same client while the next one loads; another
 * client starts without one (its checks wait for its own snapshot).
 */
export function useInvoiceParties(companyId: string, choice: PartiesChoice | null) {
  const ids = choice?.companyBankAccountIds.join(',') ?? '';
  return useQuery({
    queryKey: documentKeys.sources(
      companyId,
      'parties',
      choice?.partnerId ?? '',
      choice?.deliveryAddressId ?? '',
      ids,
    ),
    queryFn: ({ signal }) => documentsApi.parties(companyId, choice as PartiesChoice, signal),
    enabled: choice !== null && choice.partnerId !== '',
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === choice?.partnerId ? previous : undefined,
    staleTime: 30_000,
    retry: false,
    // A refusal only means no live checks: publication checks again on the server.
    meta: { silent: true },
  });
}

export interface EInvoiceFindingsState {
  /** Null while nothing can be checked (no client snapshot yet, no line that can be read). */
  findings: FormFinding[] | null;
  placed: PlacedFindings;
}

/**
 * The e-Factura checks of the invoice being edited (not of a proforma), run on the form's values a
 * moment after each change: the values become the mapping's source with the parties the server
 * would copy, the company's VAT rates and the number the series gives next, then the native rules
 * run over the e-invoice. They inform, they never block saving a draft.
 */
export function useEInvoiceFindings(options: {
  enabled: boolean;
  companyId: string;
  control: Control<DocumentFormValues>;
  rates: readonly VatRate[];
  series: readonly DocumentSeries[];
}): EInvoiceFindingsState {
  // The values as text: the form may hand out the same object as it changes, a text differs.
  const text = useWatch({ control: options.control, compute: (values) => JSON.stringify(values) });
  const [settled] = useDebouncedValue(options.enabled ? text : '', DEBOUNCE_MS);
  const current = useMemo(
    () => (settled === '' ? null : (JSON.parse(settled) as DocumentFormValues)),
    [settled],
  );
  const parties = useInvoiceParties(
    options.companyId,
    current
      ? {
          partnerId: current.partnerId,
          deliveryAddressId: current.deliveryAddressId,
          companyBankAccountIds: current.companyBankAccountIds,
        }
      : null,
  );
  const rateFacts = useRateFacts(options.rates);
  const seriesNumber =
    options.series.find((entry) => entry.id === current?.documentSeriesId)?.nextNumber ?? null;
  const partyData: InvoiceParties | undefined = parties.data;

  const findings = useMemo(() => {
    if (!options.enabled || current === null || partyData === undefined) return null;
    const prepared = formInvoiceSource(current, { parties: partyData, rates: rateFacts, seriesNumber });
    return prepared ? eInvoiceFindingsOf(prepared) : null;
  }, [options.enabled, current, partyData, rateFacts, seriesNumber]);
  const placed = useMemo(() => placeFindings(findings ?? []), [findings]);
  return { findings, placed };
}

export const NO_FINDINGS: PlacedFindings = placeFindings([]);

/**
 * Runs the checks apart from the form's body: watching every value re-renders only this (nothing
 * shown), and the body re-renders when the findings change, not on every keystroke.
 */
export function EInvoiceChecks({
  onPlaced,
  ...options
}: Parameters<typeof useEInvoiceFindings>[0] & { onPlaced: (placed: PlacedFindings) => void }) {
  const { placed } = useEInvoiceFindings(options);
  useEffect(() => onPlaced(placed), [placed, onPlaced]);
  return null;
}
