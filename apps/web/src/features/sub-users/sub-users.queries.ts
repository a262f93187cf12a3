import type { SubUserInput } from '@app/domain/sub-users/sub-user.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSubUser,
  deleteSubUser,
  fetchSubUsers,
  resendInvitation,
  updateSubUser,
} from './sub-users.api';

const KEY = ['sub-users'] as const;

export const useSubUsersQuery = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchSubUsers(signal) });

function useSubUsersMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** Creates (id null) or updates a sub-user. */
export const useSaveSubUser = (id: string | null) =>
  useSubUsersMutation((input: SubUserInput) => (id ? updateSubUser(id, input) : createSubUser(input)));
export const useDeleteSubUser = () => useSubUsersMutation(deleteSubUser);
export const useResendInvitation = () => useSubUsersMutation(resendInvitation);
