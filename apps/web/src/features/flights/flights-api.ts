import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyIn } from "@app/contract/endpoint";
import { FLIGHTS } from "@app/contract/endpoints/flights";
import { PLACES } from "@app/contract/endpoints/taxi-catalog";
import { call } from "../../lib/api-client.ts";
import { listQuery } from "../../lib/list-view.ts";
import { useOptions } from "../../lib/use-options.ts";
import type { FlightListProps } from "./flights-view.ts";

export type FlightBody = BodyIn<typeof FLIGHTS.create>;

const flightsKey = [FLIGHTS.list.path] as const;

export function useFlights(view: FlightListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [...flightsKey, query],
    queryFn: ({ signal }) => call(FLIGHTS.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useFlightMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: flightsKey }) });
}

export const useCreateFlight = () => useFlightMutation((input: FlightBody) => call(FLIGHTS.create, { body: input }));

export const useUpdateFlight = () =>
  useFlightMutation(({ id, input }: { id: string; input: FlightBody }) => call(FLIGHTS.update, { params: { id }, body: input }));

export const useDeleteFlight = () => useFlightMutation((id: string) => call(FLIGHTS.remove, { params: { id } }));

/** The airports a flight lands at or leaves from. */
export const useAirportOptions = () =>
  useOptions(PLACES.list, (place) => ({ value: place.id, label: place.name }), { kind: "airport" });
