import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FLIGHTS } from "@app/contract/endpoints/flights";
import { TRANSFERS } from "@app/contract/endpoints/taxi";
import { call } from "../../lib/api-client.ts";

/** The flights the group is on, in time order. */
export function useGroupFlights(group: string) {
  return useQuery({
    queryKey: [FLIGHTS.list.path, { group }],
    queryFn: ({ signal }) => call(FLIGHTS.list, { query: { group, per_page: 100 } }, { signal }),
  });
}

/** The group's booked transfers, newest first. */
export function useGroupTransfers(group: string) {
  return useQuery({
    queryKey: [TRANSFERS.list.path, { group }],
    queryFn: ({ signal }) => call(TRANSFERS.list, { query: { group, per_page: 100 } }, { signal }),
  });
}

/** Plan the group's transfers: a dry run previews, a save books and refreshes the group's list. */
export function usePlanTransfers(group: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dryRun: boolean) => call(TRANSFERS.plan, { params: { id: group }, body: { dry_run: dryRun } }),
    onSuccess: (_plan, dryRun) => {
      if (!dryRun) void client.invalidateQueries({ queryKey: [TRANSFERS.list.path] });
    },
  });
}
