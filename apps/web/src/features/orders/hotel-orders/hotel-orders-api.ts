import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type { ActiveHotelOrder, CompletedHotelOrder, HotelOrder } from "@app/contract/schemas/hotel-orders";
import type { AvailableRoom } from "@app/contract/schemas/rooms";
import type { OrderScope } from "../../../app/order-paths.ts";
import { get, post, type Query } from "../../../lib/api-client.ts";
import { exportListXlsx } from "../../../lib/export-file.ts";
import { useOptions } from "../../../lib/use-options.ts";

/** The four hotel-order lists (all, active, planned, no-active) and each order share this root. */
const ordersKey = ["hotel-orders"] as const;

export type AnyHotelOrder = HotelOrder | ActiveHotelOrder | CompletedHotelOrder;

/** The list each order page shows (/orders/active, /completed, /planned). */
export const SCOPE_LIST_PATHS = {
  active: PATHS.hotelOrders.active,
  completed: PATHS.hotelOrders.completed,
  planned: PATHS.hotelOrders.planned,
} as const satisfies Record<OrderScope, string>;

/** One of the §9.6 lists, by its path (PATHS.hotelOrders.list / active / planned / completed). */
export function useHotelOrders(path: string, query: Query) {
  return useQuery({
    queryKey: [...ordersKey, path, query],
    queryFn: ({ signal }) => get<Page<AnyHotelOrder>>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same list and query as useHotelOrders, as .xlsx. */
export const exportHotelOrders = (path: string, query: Query) =>
  exportListXlsx(path, query, "mehmonxona-buyurtmalari.xlsx");

export function useHotelOrder(id: string) {
  return useQuery({
    queryKey: [...ordersKey, "detail", id],
    queryFn: ({ signal }) => get<HotelOrder>(pathOf(PATHS.hotelOrders.item, { id }), { signal }),
  });
}

/** Free beds of each room of a hotel over a stay; null (nothing asked) until hotel and dates are set. */
export function useAvailableRooms(query: { hotel: string; check_in: string; check_out: string; room_type?: string } | null) {
  return useQuery({
    queryKey: [PATHS.rooms.available, query],
    queryFn: ({ signal }) => get<AvailableRoom[]>(PATHS.rooms.available, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useGuestGroups = () =>
  useOptions(GUEST_GROUPS.list, (group) => ({ value: group.id, label: group.name }));

/**
 * A booking changes far more than the order lists: rooms' free beds and counts, the hotels'
 * pages and charts, the guests, the group's status. Everything it touches refreshes.
 */
export function useCreateHotelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => post<HotelOrder>(PATHS.hotelOrders.create, body),
    onSuccess: () => {
      for (const key of [ordersKey, [PATHS.rooms.available], [PATHS.rooms.list], [PATHS.hotels.list], [PATHS.guests.list], [GUEST_GROUPS.list.path]]) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** After a 409 (a room taken meanwhile) the form shows the rooms as they are now. */
export function useRefreshAvailability() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [PATHS.rooms.available] });
}
