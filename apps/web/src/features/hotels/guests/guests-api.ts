import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { GuestListItem } from "@app/contract/schemas/guests";
import { get } from "../../../lib/api-client.ts";
import type { ListQuery } from "../../../lib/list-view.ts";

/** Guests come and go with hotel orders; the orders feature invalidates this key after a booking. */
export function useGuests(query: ListQuery<"hotel" | "status">) {
  return useQuery({
    queryKey: [PATHS.guests.list, query],
    queryFn: ({ signal }) => get<Page<GuestListItem>>(PATHS.guests.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
