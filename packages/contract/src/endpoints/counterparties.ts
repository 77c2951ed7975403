import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  counterparty,
  counterpartyInput,
  counterpartyListQuery,
  counterpartyPatch,
} from "../schemas/counterparties.ts";

const LIST = "/counter_agents/";
const ITEM = "/counter_agents/:id/";
const MISSING = "Kontragent topilmadi";
/** Forms in other areas (food orders, hotel bookings) pick counterparties from this list. */
const read = allowed(["counterparties", "orders", "hotels"], "read");
const write = allowed("counterparties", "write");

export const COUNTERPARTIES = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Counter agents, searched and filtered, one page or an xlsx file",
    query: counterpartyListQuery,
    response: pageSchema(counterparty),
    xlsx: true,
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Create a counter agent",
    body: counterpartyInput,
    response: counterparty,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One counter agent",
    params: idParams,
    response: counterparty,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Replace a counter agent's fields",
    params: idParams,
    body: counterpartyInput,
    response: counterparty,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change some of a counter agent's fields",
    params: idParams,
    body: counterpartyPatch,
    response: counterparty,
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
