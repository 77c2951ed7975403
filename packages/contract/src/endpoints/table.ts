import { COUNTER_AGENTS } from "./counterparties.ts";
import { ORDER_ANALYTICS, STATISTICS_BLOCKS } from "./statistics.ts";
import { TRANSFERS, VEHICLES } from "./taxi.ts";

/**
 * Every endpoint of the API, by group: what the server registers and the OpenAPI document
 * describes. Screens import only their own area's group, never this whole table.
 */
export const ROUTE_TABLE = {
  counterAgents: COUNTER_AGENTS,
  vehicles: VEHICLES,
  transfers: TRANSFERS,
  statistics: STATISTICS_BLOCKS,
  orderAnalytics: ORDER_ANALYTICS,
};
