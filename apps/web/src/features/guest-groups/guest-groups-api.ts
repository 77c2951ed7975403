import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import type { GuestGroupInput } from "@app/contract/schemas/guest-groups";
import { call } from "../../lib/api-client.ts";
import { guestGroupsKey, useGuestGroupMutation } from "../../lib/guest-groups-api.ts";
import type { ListQuery } from "../../lib/list-view.ts";
import { useOptions } from "../../lib/use-options.ts";

export function useGuestGroup(id: string) {
  return useQuery({
    queryKey: [...guestGroupsKey, "detail", id],
    queryFn: ({ signal }) => call(GUEST_GROUPS.get, { params: { id } }, { signal }),
  });
}

export const useCreateGuestGroup = () => useGuestGroupMutation((input: GuestGroupInput) => call(GUEST_GROUPS.create, { body: input }));

export const useUpdateGuestGroup = () =>
  useGuestGroupMutation(({ id, input }: { id: string; input: GuestGroupInput }) =>
    call(GUEST_GROUPS.update, { params: { id }, body: input }),
  );

export const useCloseGuestGroup = () => useGuestGroupMutation((id: string) => call(GUEST_GROUPS.close, { params: { id } }));

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
