import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "@app/contract/endpoint";
import { TRANSFERS, VEHICLES } from "@app/contract/endpoints/taxi";
import { DRIVERS, PLACES } from "@app/contract/endpoints/taxi-catalog";
import type { Vehicle, TransferStatus } from "@app/contract/schemas/taxi";
import { uzTaxi } from "../../i18n/taxi.ts";
import { call, type QueryFor } from "../../lib/api-client.ts";
import { exportListXlsx } from "../../lib/export-file.ts";
import { useOptions } from "../../lib/use-options.ts";

/** What the forms typed; the server parses it with the same schemas. */
export type VehicleBody = BodyIn<typeof VEHICLES.create>;
export type OrderBody = BodyIn<typeof TRANSFERS.create>;

/**
 * A vehicle's name and driver show in the orders and on the day board, and an order occupies a
 * vehicle on the board: so any change refreshes all three.
 */
const TAXI_KEYS = [
  [VEHICLES.list.path],
  [TRANSFERS.list.path],
  [VEHICLES.day.path],
  [VEHICLES.sheet.path],
  [DRIVERS.list.path],
  [PLACES.list.path],
] as const;

function useTaxiMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of TAXI_KEYS) void client.invalidateQueries({ queryKey });
    },
  });
}

export function useVehicles(query: QueryFor<typeof VEHICLES.list>) {
  return useQuery({
    queryKey: [VEHICLES.list.path, query],
    queryFn: ({ signal }) => call(VEHICLES.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const vehicleOption = (vehicle: Vehicle) => ({
  value: vehicle.id,
  label: uzTaxi.vehicleOption(vehicle.name, vehicle.name_of_driver, uzTaxi.seatsCount(vehicle.amount_of_people)),
});

/** The vehicles to choose from: every one for a filter, only active ones for a new order. */
export const useVehicleOptions = (query: QueryFor<typeof VEHICLES.list> = {}) => useOptions(VEHICLES.list, vehicleOption, query);

export const useCreateVehicle = () => useTaxiMutation((input: VehicleBody) => call(VEHICLES.create, { body: input }));

export const useUpdateVehicle = () =>
  useTaxiMutation(({ id, input }: { id: string; input: VehicleBody }) => call(VEHICLES.replace, { params: { id }, body: input }));

export const useDeleteVehicle = () => useTaxiMutation((id: string) => call(VEHICLES.remove, { params: { id } }));

export function useOrders(query: QueryFor<typeof TRANSFERS.list>) {
  return useQuery({
    queryKey: [TRANSFERS.list.path, query],
    queryFn: ({ signal }) => call(TRANSFERS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The orders useOrders lists for the same query, as .xlsx. */
export const exportOrders = (query: QueryFor<typeof TRANSFERS.list>) =>
  exportListXlsx(TRANSFERS.list.path, query, "transfer-buyurtmalari.xlsx");

export const useCreateOrder = () => useTaxiMutation((input: OrderBody) => call(TRANSFERS.create, { body: input }));

export const useUpdateOrder = () =>
  useTaxiMutation(({ id, input }: { id: string; input: OrderBody }) => call(TRANSFERS.replace, { params: { id }, body: input }));

export const useSetOrderStatus = () =>
  useTaxiMutation(({ id, status }: { id: string; status: TransferStatus }) =>
    call(TRANSFERS.update, { params: { id }, body: { status } }),
  );

/** The day board: every active vehicle with its orders of `date` (ISO), earliest first. */
export function useDayView(date: string) {
  return useQuery({
    queryKey: [VEHICLES.day.path, date],
    queryFn: ({ signal }) => call(VEHICLES.day, { query: { date } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A trip dragged (or moved from the keyboard) to another vehicle or driver; the server checks it. */
export const useMoveOrder = () =>
  useTaxiMutation(({ id, to }: { id: string; to: { transport: string } | { driver: string } }) =>
    call(TRANSFERS.update, { params: { id }, body: to }),
  );

export function useDrivers(query: QueryFor<typeof DRIVERS.list>) {
  return useQuery({
    queryKey: [DRIVERS.list.path, query],
    queryFn: ({ signal }) => call(DRIVERS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The drivers a vehicle may take as its default: the active ones. */
export const useActiveDrivers = () =>
  useOptions(DRIVERS.list, (driver) => ({ value: driver.id, label: driver.full_name }), { status: "true" });

export type DriverBody = BodyIn<typeof DRIVERS.create>;
export const useCreateDriver = () => useTaxiMutation((input: DriverBody) => call(DRIVERS.create, { body: input }));
export const useUpdateDriver = () =>
  useTaxiMutation(({ id, input }: { id: string; input: DriverBody }) => call(DRIVERS.update, { params: { id }, body: input }));
export const useDeleteDriver = () => useTaxiMutation((id: string) => call(DRIVERS.remove, { params: { id } }));

export function usePlaces(query: QueryFor<typeof PLACES.list>) {
  return useQuery({
    queryKey: [PLACES.list.path, query],
    queryFn: ({ signal }) => call(PLACES.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type PlaceBody = BodyIn<typeof PLACES.create>;
export const useCreatePlace = () => useTaxiMutation((input: PlaceBody) => call(PLACES.create, { body: input }));

/** The drivers' sheet of `date` (ISO). */
export function useDriverSheet(date: string) {
  return useQuery({
    queryKey: [VEHICLES.sheet.path, date],
    queryFn: ({ signal }) => call(VEHICLES.sheet, { query: { date } }, { signal }),
  });
}

export const exportDriverSheet = (date: string) => exportListXlsx(VEHICLES.sheet.path, { date }, `haydovchi-varaqasi_${date}.xlsx`);
