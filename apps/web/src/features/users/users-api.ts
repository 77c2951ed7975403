import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { USERS } from "@app/contract/endpoints/users";
import type { UserCreateInput, UserUpdateInput } from "@app/contract/schemas/users";
import { call } from "../../lib/api-client.ts";

const usersKey = ["users"] as const;

export type UserListParams = { page: number; per_page: number; search: string };

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: [...usersKey, params],
    queryFn: ({ signal }) => call(USERS.list, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useUsersMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: usersKey }) });
}

export const useCreateUser = () => useUsersMutation((input: UserCreateInput) => call(USERS.create, { body: input }));

export const useUpdateUser = () =>
  useUsersMutation(({ id, input }: { id: string; input: UserUpdateInput }) =>
    call(USERS.update, { params: { id }, body: input }),
  );

export const useDeleteUser = () => useUsersMutation((id: string) => call(USERS.remove, { params: { id } }));
