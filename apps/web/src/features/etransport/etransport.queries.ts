import type { ListingQueryInput } from '@app/domain/listing/listing.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentLocale } from '../../shared/i18n/i18n';
import { etransportApi, type PrefillSource } from './etransport.api';

/**
 * Query keys of a company's e-Transport register. Any change refreshes them all: a correction or a
 * cancellation changes its parent too, and a follow-up shows under its declaration.
 */
export const etransportKeys = {
  all: (companyId: string) => ['etransport', companyId] as const,
  list: (companyId: string, query?: ListingQueryInput) =>
    query
      ? (['etransport', companyId, 'list', query] as const)
      : (['etransport', companyId, 'list'] as const),
  item: (companyId: string, id: string) => ['etransport', companyId, 'item', id] as const,
  access: (companyId: string) => ['etransport', companyId, 'access'] as const,
  prefill: (companyId: string, source: string, documentId: string) =>
    ['etransport', companyId, 'prefill', source, documentId] as const,
};

/** The declaration a commercial document makes, when the page was opened from one. */
export function useDeclarationPrefill(
  companyId: string,
  source: PrefillSource | null,
  documentId: string | null,
) {
  return useQuery({
    queryKey: etransportKeys.prefill(companyId, source ?? '', documentId ?? ''),
    queryFn: ({ signal }) =>
      etransportApi.prefill(companyId, source as PrefillSource, documentId ?? '', signal),
    enabled: companyId !== '' && source !== null && !!documentId,
    meta: { silent: true },
  });
}

export function useEtransportList(companyId: string, query: ListingQueryInput, enabled = true) {
  return useQuery({
    queryKey: etransportKeys.list(companyId, query),
    queryFn: ({ signal }) => etransportApi.list(companyId, query, signal),
    enabled: enabled && companyId !== '',
    placeholderData: keepPreviousData,
  });
}

/** How often an item or a list being processed by ANAF is asked again (ANAF answers in seconds). */
export const PENDING_REFRESH_MS = 3_000;

export function useEtransportItem(companyId: string, id: string | null | undefined) {
  return useQuery({
    queryKey: etransportKeys.item(companyId, id ?? ''),
    queryFn: ({ signal }) => etransportApi.get(companyId, id ?? '', signal),
    enabled: companyId !== '' && !!id,
    // ANAF's answer to a send arrives without a notification: ask again until it is in.
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_REFRESH_MS : false),
    // The pages show their own not-found and forbidden states.
    meta: { silent: true },
  });
}

export function useEtransportAccess(companyId: string) {
  return useQuery({
    queryKey: etransportKeys.access(companyId),
    queryFn: ({ signal }) => etransportApi.access(companyId, signal),
    enabled: companyId !== '',
    staleTime: 30_000,
  });
}

/**
 * The register's list asked again while one of its rows is being processed (ListScreen owns the
 * list's query; its fetcher reports what it loaded through `sawPage`).
 */
export function usePendingListRefresh(companyId: string) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(
      () => void client.invalidateQueries({ queryKey: etransportKeys.list(companyId) }),
      PENDING_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [client, companyId, pending]);
  return {
    sawPage: (rows: ReadonlyArray<{ state: string }>) =>
      setPending(rows.some((row) => row.state === 'pending')),
  };
}

/** A change of the register: the list, the items and the module's access are refetched after it. */
export function useEtransportMutation<TInput, TResult>(
  companyId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: etransportKeys.all(companyId) }),
  });
}

export const useActivateEtransport = (companyId: string) =>
  useEtransportMutation(companyId, (input: Parameters<typeof etransportApi.activate>[1]) =>
    etransportApi.activate(companyId, input),
  );

export const useCancelDeclaration = (companyId: string) =>
  useEtransportMutation(companyId, (id: string) => etransportApi.cancelDeclaration(companyId, id));

export const useRemoveEtransportItem = (companyId: string) =>
  useEtransportMutation(companyId, (id: string) => etransportApi.remove(companyId, id));

export const useSendToEtransport = (companyId: string) =>
  useEtransportMutation(companyId, (id: string) => etransportApi.sendToEtransport(companyId, id));

export const useSendEtransportEmail = (companyId: string) =>
  useEtransportMutation(
    companyId,
    ({ id, input }: { id: string; input: Parameters<typeof etransportApi.sendByEmail>[2] }) =>
      etransportApi.sendByEmail(companyId, id, input, currentLocale()),
  );

type DeclarationInput = Parameters<typeof etransportApi.createDeclaration>[1];

/** Creates (no id; a correction with `correctionOf`) or updates a declaration. */
export const useSaveDeclaration = (companyId: string, id: string | null, correctionOf?: string) =>
  useEtransportMutation(companyId, (input: DeclarationInput) =>
    id === null
      ? etransportApi.createDeclaration(companyId, input, correctionOf)
      : etransportApi.updateDeclaration(companyId, id, input),
  );

type VehicleModificationInput = Parameters<typeof etransportApi.createVehicleModification>[1];
type TransportConfirmationInput = Parameters<typeof etransportApi.createTransportConfirmation>[1];

export const useSaveVehicleModification = (companyId: string, id: string | null) =>
  useEtransportMutation(companyId, (input: VehicleModificationInput) =>
    id === null
      ? etransportApi.createVehicleModification(companyId, input)
      : etransportApi.updateVehicleModification(companyId, id, input),
  );

export const useSaveTransportConfirmation = (companyId: string, id: string | null) =>
  useEtransportMutation(companyId, (input: TransportConfirmationInput) =>
    id === null
      ? etransportApi.createTransportConfirmation(companyId, input)
      : etransportApi.updateTransportConfirmation(companyId, id, input),
  );
