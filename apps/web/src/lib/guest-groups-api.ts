import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { call } from "./api-client.ts";
import type { ListQuery } from "./list-view.ts";

// Keyed by the list's path, so a change on one screen also refreshes the group lists, pages and
// pickers of the others.
export const guestGroupsKey = [GUEST_GROUPS.list.path] as const;

/** A page of guest groups, as the Guruhlar page and the counterparties' group tab list them. */
export function useGuestGroups(query: ListQuery) {
  return useQuery({
    queryKey: [...guestGroupsKey, "list", query],
    queryFn: ({ signal }) => call(GUEST_GROUPS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every group query: the lists, the pages and their figures (counts change with the manifest). */
export function useRefreshGroups() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: guestGroupsKey });
}

/** A change to groups that refreshes every group query once it succeeds. */
export function useGuestGroupMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const refresh = useRefreshGroups();
  // Not awaited: the caller's onSuccess (closing the form, moving back a page after deleting the
  // page's last row) runs first.
  return useMutation({ mutationFn, onSuccess: refresh });
}

export const useDeleteGuestGroup = () => useGuestGroupMutation((id: string) => call(GUEST_GROUPS.remove, { params: { id } }));
