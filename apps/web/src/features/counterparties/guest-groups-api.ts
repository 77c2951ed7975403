import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { GuestGroup, GuestGroupInput } from "@app/contract/schemas/guest-groups";
import { del, get, patch, post } from "../../lib/api-client.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { ListProps } from "./counterparties-view.ts";

const guestGroupsKey = ["guest-groups"] as const;

export function useGuestGroups(view: ListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [...guestGroupsKey, query],
    queryFn: ({ signal }) => get<Page<GuestGroup>>(PATHS.guestGroups.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

function useGuestGroupMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess must run first, so that after deleting the last row
  // of a page the list has already moved to the page before when the refetch answers.
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: guestGroupsKey }) });
}

/** The group dialogs toast their own failure messages (spec §8), so the generic toast stays quiet. */
export const useCreateGuestGroup = () =>
  useGuestGroupMutation((input: GuestGroupInput) => post<GuestGroup>(PATHS.guestGroups.create, input, { toast: false }));

export const useUpdateGuestGroup = () =>
  useGuestGroupMutation(({ id, input }: { id: string; input: GuestGroupInput }) =>
    patch<GuestGroup>(pathOf(PATHS.guestGroups.item, { id }), input, { toast: false }),
  );

export const useDeleteGuestGroup = () =>
  useGuestGroupMutation((id: string) => del(pathOf(PATHS.guestGroups.delete, { id })));
