import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  counterAgent,
  counterAgentInput,
  counterAgentListQuery,
  counterAgentPatch,
} from "../schemas/counterparties.ts";

const LIST = "/counter_agents/";
const ITEM = "/counter_agents/:id/";
const MISSING = "Kontragent topilmadi";
/** Forms in other areas (food orders, hotel bookings) pick counterparties from this list. */
const read = allowed(["counterparties", "orders", "hotels"], "read");
const write = allowed("counterparties", "write");

export const COUNTER_AGENTS = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Counter agents, searched and filtered, one page or an xlsx file",
    query: counterAgentListQuery,
    response: pageSchema(counterAgent),
    xlsx: true,
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Create a counter agent",
    body: counterAgentInput,
    response: counterAgent,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One counter agent",
    params: idParams,
    response: counterAgent,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Replace a counter agent's fields",
    params: idParams,
    body: counterAgentInput,
    response: counterAgent,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change some of a counter agent's fields",
    params: idParams,
    body: counterAgentPatch,
    response: counterAgent,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ITEM,
    access: write,
    summary: "Delete a counter agent that nothing refers to",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
};
