import { useQuery } from "@tanstack/react-query";
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
