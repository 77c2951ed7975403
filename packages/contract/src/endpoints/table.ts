import { API_DOCS } from "./api-docs.ts";
import { COUNTER_AGENTS } from "./counterparties.ts";

/**
 * Every endpoint of the API, by group: what the server registers and the OpenAPI document
 * describes. Screens import only their own area's group, never this whole table.
 */
export const ROUTE_TABLE = {
  apiDocs: API_DOCS,
  counterAgents: COUNTER_AGENTS,
};
