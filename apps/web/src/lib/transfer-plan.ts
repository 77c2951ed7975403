import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRANSFERS, VEHICLES } from "@app/contract/endpoints/taxi";
import { call } from "./api-client.ts";

/** What a saved plan changes: the transfer lists, the dispatcher's day and the drivers' sheet. */
const BOOKED = [[TRANSFERS.list.path], [VEHICLES.day.path], [VEHICLES.sheet.path]] as const;

/** Plan a group's transfers: a dry run previews, a save books them and refreshes what shows them. */
export function usePlanTransfers(group: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dryRun: boolean) => call(TRANSFERS.plan, { params: { id: group }, body: { dry_run: dryRun } }),
    onSuccess: (_plan, dryRun) => {
      if (!dryRun) for (const queryKey of BOOKED) void client.invalidateQueries({ queryKey });
    },
  });
}
