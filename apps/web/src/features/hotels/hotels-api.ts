import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HOTELS } from "@app/contract/endpoints/hotels";
import type { HotelInput } from "@app/contract/schemas/hotels";
import { call } from "../../lib/api-client.ts";
import type { ListQuery } from "../../lib/list-view.ts";

/**
 * Every hotel query sits under the list path: invalidating it refreshes the list, each hotel's
 * page and chart, and the hotel selects of other pages (lib/use-options.ts keys them the same way).
 */
export const hotelsKey = [HOTELS.list.path] as const;

export function useHotels(query: ListQuery) {
  return useQuery({
    queryKey: [...hotelsKey, "list", query],
    queryFn: ({ signal }) => call(HOTELS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHotel(id: string) {
  return useQuery({
    queryKey: [...hotelsKey, "detail", id],
    queryFn: ({ signal }) => call(HOTELS.get, { params: { id } }, { signal }),
  });
}

/** The chart's window: `days` business days from `dateFrom` (yyyy-MM-dd). */
export function useOccupancy(id: string, dateFrom: string, days: number) {
  return useQuery({
    queryKey: [...hotelsKey, "occupancy", id, dateFrom, days],
    queryFn: ({ signal }) => call(HOTELS.occupancy, { params: { id }, query: { date_from: dateFrom, days } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Today's arrivals and departures (the server's business day). */
export function useMovements(id: string) {
  return useQuery({
    queryKey: [...hotelsKey, "movements", id],
    queryFn: ({ signal }) => call(HOTELS.movements, { params: { id } }, { signal }),
  });
}

function useHotelMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  // Not awaited: the caller's onSuccess (closing the sheet, moving a page back) runs first.
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: hotelsKey }) });
}

export const useCreateHotel = () => useHotelMutation((input: HotelInput) => call(HOTELS.create, { body: input }));

export const useUpdateHotel = () =>
  useHotelMutation(({ id, input }: { id: string; input: HotelInput }) =>
    call(HOTELS.update, { params: { id }, body: input }),
  );

export const useDeleteHotel = () => useHotelMutation((id: string) => call(HOTELS.remove, { params: { id } }));
