import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type {
  Transport,
  TransportDay,
  transportInput,
  TransportOrder,
  transportOrderInput,
  TransportOrderStatus,
} from "@app/contract/schemas/taxi";
import type { z } from "zod";
import { uz } from "../../i18n/uz.ts";
import { del, get, patch, post, put, type Query } from "../../lib/api-client.ts";
import { exportListXlsx } from "../../lib/export-file.ts";
import { useOptions } from "../../lib/use-options.ts";

/** What the forms typed; the server parses it with the same schemas. */
export type VehicleBody = z.input<typeof transportInput>;
export type OrderBody = z.input<typeof transportOrderInput>;

const { list, create, item, orders, orderCreate, order, day } = PATHS.transports;

/**
 * A vehicle's name and driver show in the orders and on the day board, and an order occupies a
 * vehicle on the board: so any change refreshes all three.
 */
const TAXI_KEYS = [[list], [orders], [day]] as const;

function useTaxiMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of TAXI_KEYS) void client.invalidateQueries({ queryKey });
    },
  });
}

export function useVehicles(query: Query) {
  return useQuery({
    queryKey: [list, query],
    queryFn: ({ signal }) => get<Page<Transport>>(list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const vehicleOption = (vehicle: Transport) => ({
  value: vehicle.id,
  label: uz.taxi.vehicleOption(vehicle.name, vehicle.name_of_driver, uz.taxi.seatsCount(vehicle.amount_of_people)),
});

/** The vehicles to choose from: every one for a filter, only active ones for a new order. */
export const useVehicleOptions = (query: Query = {}) => useOptions(list, vehicleOption, query);

export const useCreateVehicle = () => useTaxiMutation((input: VehicleBody) => post<Transport>(create, input));

export const useUpdateVehicle = () =>
  useTaxiMutation(({ id, input }: { id: string; input: VehicleBody }) => put<Transport>(pathOf(item, { id }), input));

export const useDeleteVehicle = () => useTaxiMutation((id: string) => del(pathOf(item, { id })));

export function useOrders(query: Query) {
  return useQuery({
    queryKey: [orders, query],
    queryFn: ({ signal }) => get<Page<TransportOrder>>(orders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The orders useOrders lists for the same query, as .xlsx. */
export const exportOrders = (query: Query) => exportListXlsx(orders, query, "transfer-buyurtmalari.xlsx");

export const useCreateOrder = () => useTaxiMutation((input: OrderBody) => post<TransportOrder>(orderCreate, input));

export const useUpdateOrder = () =>
  useTaxiMutation(({ id, input }: { id: string; input: OrderBody }) => put<TransportOrder>(pathOf(order, { id }), input));

export const useSetOrderStatus = () =>
  useTaxiMutation(({ id, status }: { id: string; status: TransportOrderStatus }) =>
    patch<TransportOrder>(pathOf(order, { id }), { status }),
  );

/** The day board: every active vehicle with its orders of `date` (ISO), earliest first. */
export function useTransportDay(date: string) {
  return useQuery({
    queryKey: [day, date],
    queryFn: ({ signal }) => get<TransportDay[]>(day, { query: { date }, signal }),
    placeholderData: keepPreviousData,
  });
}
