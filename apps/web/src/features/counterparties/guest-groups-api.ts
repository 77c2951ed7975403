import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import type { GuestGroupInput } from "@app/contract/schemas/guest-groups";
import { call } from "../../lib/api-client.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { ListProps } from "./counterparties-view.ts";

// Keyed by the list's path, so a change here also refreshes the group pickers of other screens.
const guestGroupsKey = [GUEST_GROUPS.list.path] as const;

export function useGuestGroups(view: ListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [...guestGroupsKey, query],
    queryFn: ({ signal }) => call(GUEST_GROUPS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useGuestGroupMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess must run first, so that after deleting the last row
  // of a page the list has already moved to the page before when the refetch answers.
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: guestGroupsKey }) });
}

/** The group dialogs toast their own failure messages, so the generic toast stays quiet. */
export const useCreateGuestGroup = () =>
  useGuestGroupMutation((input: GuestGroupInput) => call(GUEST_GROUPS.create, { body: input }, { toast: false }));

export const useUpdateGuestGroup = () =>
  useGuestGroupMutation(({ id, input }: { id: string; input: GuestGroupInput }) =>
    call(GUEST_GROUPS.update, { params: { id }, body: input }, { toast: false }),
  );

export const useDeleteGuestGroup = () =>
  useGuestGroupMutation((id: string) => call(GUEST_GROUPS.remove, { params: { id } }));
