import type { SpvConnection } from '@app/domain/efactura/spv-connection.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUpdateCompanyListEntry } from '../../shared/session/selected-company';
import { companyKeys } from '../companies/companies.queries';
import {
  createInvitation,
  deactivateConnection,
  deleteCertificateDate,
  fetchConnection,
  fetchInvitation,
  saveCertificateDate,
  saveSettings,
  startActivation,
} from './anaf-spv.api';

export const spvKeys = {
  connection: (companyId: string) => ['anaf-spv', 'connection', companyId] as const,
  invitation: (companyId: string) => ['anaf-spv', 'invitation', companyId] as const,
};

export function useConnectionQuery(companyId: string, enabled = true) {
  return useQuery({
    queryKey: spvKeys.connection(companyId),
    queryFn: ({ signal }) => fetchConnection(companyId, signal),
    enabled,
    // The page shows its own error state.
    meta: { silent: true },
  });
}

/**
 * A connection answer updates the page, the company's page header, the company list and selector
 * (which show its status): they would otherwise keep the status from before the change.
 */
function useStoreConnection(companyId: string) {
  const client = useQueryClient();
  const updateListEntry = useUpdateCompanyListEntry();
  return useCallback(
    (connection: SpvConnection | undefined) => {
      if (connection) {
        client.setQueryData(spvKeys.connection(companyId), connection);
        updateListEntry(companyId, { anafSpvStatus: connection.status });
      } else {
        void client.invalidateQueries({ queryKey: spvKeys.connection(companyId) });
      }
      void client.invalidateQueries({ queryKey: companyKeys.detail(companyId) });
      void client.invalidateQueries({ queryKey: companyKeys.list });
    },
    [client, companyId, updateListEntry],
  );
}

/** After an authorization ended (postback): everything that shows the status is asked again. */
export function useRefreshConnection(companyId: string) {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: spvKeys.connection(companyId) }),
      client.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
    ]);
  }, [client, companyId]);
}

export function useStartActivationMutation(companyId: string) {
  return useMutation({ mutationFn: () => startActivation(companyId) });
}

export function useCertificateDateMutation(companyId: string) {
  const store = useStoreConnection(companyId);
  return useMutation({
    mutationFn: (date: string | null) =>
      date === null ? deleteCertificateDate(companyId) : saveCertificateDate(companyId, date),
    onSuccess: store,
  });
}

export function useSettingsMutation(companyId: string) {
  const store = useStoreConnection(companyId);
  return useMutation({
    mutationFn: (autoSendAfterHours: number | null) => saveSettings(companyId, autoSendAfterHours),
    onSuccess: store,
  });
}

export function useDeactivateMutation(companyId: string) {
  const store = useStoreConnection(companyId);
  return useMutation({ mutationFn: () => deactivateConnection(companyId), onSuccess: store });
}

export function useInvitationQuery(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: spvKeys.invitation(companyId),
    queryFn: ({ signal }) => fetchInvitation(companyId, signal),
    enabled,
    meta: { silent: true },
  });
}

export function useCreateInvitationMutation(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createInvitation(companyId),
    onSuccess: (invitation) => client.setQueryData(spvKeys.invitation(companyId), invitation),
  });
}
