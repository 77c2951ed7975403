import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyIn, QueryIn, ResponseOf } from "@app/contract/endpoint";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { GUESTS, HOTELS } from "@app/contract/endpoints/hotels";
import { ROOMS } from "@app/contract/endpoints/rooms";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import type { OrderScope } from "@app/contract/web-paths";
import { call, type QueryFor } from "../../../lib/api-client.ts";
import { exportListXlsx } from "../../../lib/export-file.ts";
import { useOptions } from "../../../lib/use-options.ts";

/** The four hotel-order lists (all, active, planned, no-active) and each order share this root. */
const ordersKey = ["hotel-orders"] as const;

/** One of the four lists: the same filters, each with its own orders and item shape. */
export type HotelOrderList =
  | typeof HOTEL_ORDERS.list
  | typeof HOTEL_ORDERS.active
  | typeof HOTEL_ORDERS.planned
  | typeof HOTEL_ORDERS.completed;

export type AnyHotelOrder = ResponseOf<HotelOrderList>["results"][number];

/** The list each order page shows (/orders/active, /completed, /planned). */
export const SCOPE_LISTS = {
  active: HOTEL_ORDERS.active,
  completed: HOTEL_ORDERS.completed,
  planned: HOTEL_ORDERS.planned,
} as const satisfies Record<OrderScope, HotelOrderList>;

export function useHotelOrders(list: HotelOrderList, query: QueryFor<HotelOrderList>) {
  return useQuery({
    queryKey: [...ordersKey, list.path, query],
    queryFn: ({ signal }) => call(list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same list and query as useHotelOrders, as .xlsx. */
export const exportHotelOrders = (list: HotelOrderList, query: QueryFor<HotelOrderList>) =>
  exportListXlsx(list.path, query, "mehmonxona-buyurtmalari.xlsx");

export function useHotelOrder(id: string) {
  return useQuery({
    queryKey: [...ordersKey, "detail", id],
    queryFn: ({ signal }) => call(HOTEL_ORDERS.get, { params: { id } }, { signal }),
  });
}

/** Free beds of each room of a hotel over a stay; null (nothing asked) until hotel and dates are set. */
export function useAvailableRooms(query: QueryIn<typeof ROOMS.available> | null) {
  return useQuery({
    queryKey: [ROOMS.available.path, query],
    queryFn: ({ signal }) => call(ROOMS.available, { query: query ?? {} }, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * The groups a booking can be for: the newest page of them, and the group already chosen (by
 * the booking being edited or the group page that opened the form) even when it is older.
 */
export function useGuestGroups(chosen: string | undefined) {
  const groups = useOptions(GUEST_GROUPS.list, (group) => ({ value: group.id, label: group.name }));
  const listed = groups.data?.results;
  const missing = Boolean(chosen && listed && !listed.some((group) => group.id === chosen));
  const extra = useQuery({
    queryKey: [GUEST_GROUPS.list.path, "detail", chosen],
    queryFn: ({ signal }) => call(GUEST_GROUPS.get, { params: { id: chosen ?? "" } }, { signal }),
    enabled: missing,
  });
  // Until the chosen group has come, the select waits rather than show it unchosen.
  const waiting = missing && extra.isPending;
  const results = listed && !waiting ? (extra.data && missing ? [extra.data, ...listed] : listed) : undefined;
  return { data: results && { results } };
}

/**
 * A booking, and every change to one, touches far more than the order lists: rooms' free beds
 * and counts, the hotels' pages and charts, the guests, the group's status. Everything it
 * touches refreshes.
 */
function useBookingMutation<Variables>(send: (variables: Variables) => Promise<HotelOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      for (const key of [ordersKey, [ROOMS.available.path], [ROOMS.list.path], [HOTELS.list.path], [GUESTS.list.path], [GUEST_GROUPS.list.path]]) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
  });
}

type HotelOrder = ResponseOf<typeof HOTEL_ORDERS.get>;

export const useCreateHotelOrder = () =>
  useBookingMutation((body: BodyIn<typeof HOTEL_ORDERS.create>) => call(HOTEL_ORDERS.create, { body }));

export const useAmendHotelOrder = () =>
  useBookingMutation(({ id, body }: { id: string; body: BodyIn<typeof HOTEL_ORDERS.amend> }) =>
    call(HOTEL_ORDERS.amend, { params: { id }, body }),
  );

export const useCancelHotelOrder = () =>
  useBookingMutation(({ id, reason }: { id: string; reason: string }) => call(HOTEL_ORDERS.cancel, { params: { id }, body: { reason } }));

/** Keldi and Ketdi: the moment the guests came or left. */
export const useStayMoment = (step: "checkIn" | "checkOut") =>
  useBookingMutation(({ id, at }: { id: string; at: string }) => call(HOTEL_ORDERS[step], { params: { id }, body: { at } }));

export const useMoveGuest = () =>
  useBookingMutation(({ id, guest, room }: { id: string; guest: string; room: string }) =>
    call(HOTEL_ORDERS.move, { params: { id }, body: { guest, room } }),
  );

/** After a 409 (a room taken meanwhile) the form shows the rooms as they are now. */
export function useRefreshAvailability() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [ROOMS.available.path] });
}
