import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import type { GuestGroupInput } from "@app/contract/schemas/guest-groups";
import { call } from "../../lib/api-client.ts";
import type { ListQuery } from "../../lib/list-view.ts";
import { useOptions } from "../../lib/use-options.ts";

// Keyed by the list's path, so a change here also refreshes the group pickers of other screens.
const guestGroupsKey = [GUEST_GROUPS.list.path] as const;

export function useGuestGroups(query: ListQuery) {
  return useQuery({
    queryKey: [...guestGroupsKey, "list", query],
    queryFn: ({ signal }) => call(GUEST_GROUPS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGuestGroup(id: string) {
  return useQuery({
    queryKey: [...guestGroupsKey, "detail", id],
    queryFn: ({ signal }) => call(GUEST_GROUPS.get, { params: { id } }, { signal }),
  });
}

/** Refreshes every group query: the list, the pages and their figures (counts change with the manifest). */
export function useRefreshGroups() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: guestGroupsKey });
}

function useGroupMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const refresh = useRefreshGroups();
  // Not awaited: the caller's onSuccess (closing the sheet, moving a page back) runs first.
  return useMutation({ mutationFn, onSuccess: refresh });
}

export const useCreateGuestGroup = () => useGroupMutation((input: GuestGroupInput) => call(GUEST_GROUPS.create, { body: input }));

export const useUpdateGuestGroup = () =>
  useGroupMutation(({ id, input }: { id: string; input: GuestGroupInput }) =>
    call(GUEST_GROUPS.update, { params: { id }, body: input }),
  );

export const useCloseGuestGroup = () => useGroupMutation((id: string) => call(GUEST_GROUPS.close, { params: { id } }));

export const useDeleteGuestGroup = () => useGroupMutation((id: string) => call(GUEST_GROUPS.remove, { params: { id } }));

/** The agent filter's choices: every counter agent, active or not, as groups keep their agent. */
export const useAgentOptions = () => useOptions(COUNTERPARTIES.list, (agent) => ({ value: agent.id, label: agent.name }));

/** The group's hotel orders, newest first; read afresh each time the tab opens, as 'Yangi bron' comes back here. */
export function useGroupStays(groupId: string, query: ListQuery) {
  return useQuery({
    queryKey: [HOTEL_ORDERS.list.path, "group", groupId, query],
    refetchOnMount: "always",
    queryFn: ({ signal }) => call(HOTEL_ORDERS.list, { query: { ...query, guest_group: groupId } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
