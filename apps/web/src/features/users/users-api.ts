import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { User, UserCreateInput, UserUpdateInput } from "@app/contract/schemas/users";
import { del, get, patch, post } from "../../lib/api-client.ts";

export const usersKey = ["users"] as const;

export type UserListParams = { page: number; per_page: number; search: string };

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: [...usersKey, params],
    queryFn: ({ signal }) => get<Page<User>>(PATHS.users.list, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

function useUsersMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: usersKey }) });
}

export const useCreateUser = () => useUsersMutation((input: UserCreateInput) => post<User>(PATHS.users.list, input));

export const useUpdateUser = () =>
  useUsersMutation(({ id, input }: { id: string; input: UserUpdateInput }) =>
    patch<User>(pathOf(PATHS.users.item, { id }), input),
  );

export const useDeleteUser = () => useUsersMutation((id: string) => del(pathOf(PATHS.users.item, { id })));
