import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type {
  Hotel,
  HotelDetail,
  HotelInput,
  HotelListItem,
  HotelMovements,
  HotelOccupancy,
} from "@app/contract/schemas/hotels";
import { del, get, patch, post } from "../../lib/api-client.ts";
import type { ListQuery } from "../../lib/list-view.ts";

/**
 * Every hotel query sits under the list path: invalidating it refreshes the list, each hotel's
 * page and chart, and the hotel selects of other pages (lib/use-options.ts keys them the same way).
 */
export const hotelsKey = [PATHS.hotels.list] as const;

export function useHotels(query: ListQuery) {
  return useQuery({
    queryKey: [...hotelsKey, "list", query],
    queryFn: ({ signal }) => get<Page<HotelListItem>>(PATHS.hotels.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHotel(id: string) {
  return useQuery({
    queryKey: [...hotelsKey, "detail", id],
    queryFn: ({ signal }) => get<HotelDetail>(pathOf(PATHS.hotels.item, { id }), { signal }),
  });
}

/** The chart's window: `days` business days from `dateFrom` (yyyy-MM-dd). */
export function useOccupancy(id: string, dateFrom: string, days: number) {
  return useQuery({
    queryKey: [...hotelsKey, "occupancy", id, dateFrom, days],
    queryFn: ({ signal }) =>
      get<HotelOccupancy>(pathOf(PATHS.hotels.occupancy, { id }), { query: { date_from: dateFrom, days }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Today's arrivals and departures (the server's business day). */
export function useMovements(id: string) {
  return useQuery({
    queryKey: [...hotelsKey, "movements", id],
    queryFn: ({ signal }) => get<HotelMovements>(pathOf(PATHS.hotels.movements, { id }), { signal }),
  });
}

function useHotelMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  // Not awaited: the caller's onSuccess (closing the sheet, moving a page back) runs first.
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: hotelsKey }) });
}

export const useCreateHotel = () => useHotelMutation((input: HotelInput) => post<Hotel>(PATHS.hotels.create, input));

export const useUpdateHotel = () =>
  useHotelMutation(({ id, input }: { id: string; input: HotelInput }) =>
    patch<Hotel>(pathOf(PATHS.hotels.update, { id }), input),
  );

export const useDeleteHotel = () => useHotelMutation((id: string) => del(pathOf(PATHS.hotels.delete, { id })));
