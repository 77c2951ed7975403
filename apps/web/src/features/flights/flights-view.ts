import { FLIGHT_DIRECTIONS } from "@app/contract/schemas/flights";
import { defineListView, type ListPropsOf } from "../../lib/list-view.ts";

/** /flights: one day's arrivals and departures (or every flight when no day is chosen), searched by number. */
export const flightsView = defineListView({
  filters: { date: {}, direction: { values: FLIGHT_DIRECTIONS } },
});

export type FlightListProps = ListPropsOf<typeof flightsView>;
