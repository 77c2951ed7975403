import { z } from "zod";
import { SIGNED_IN, endpoint } from "../endpoint.ts";
import { globalSearchQuery, searchResult } from "../schemas/search.ts";

export const SEARCH = {
  find: endpoint({
    method: "GET",
    path: "/search/",
    // Anyone signed in may ask; each kind of record is searched only for a role that may read its area.
    access: SIGNED_IN,
    summary: "Guests, pilgrims, bookings, groups, counterparties, food orders and transfers whose name or number matches, a few of each kind",
    query: globalSearchQuery,
    response: z.array(searchResult),
  }),
};
