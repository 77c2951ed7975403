import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { GUESTS } from "@app/contract/endpoints/hotels";
import { call } from "../../../lib/api-client.ts";
import type { ListQuery } from "../../../lib/list-view.ts";

/** Guests come and go with hotel orders; the orders feature invalidates this key after a booking. */
export function useGuests(query: ListQuery<"hotel" | "status">) {
  return useQuery({
    queryKey: [GUESTS.list.path, query],
    queryFn: ({ signal }) => call(GUESTS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
