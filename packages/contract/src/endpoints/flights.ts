import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { FLIGHT_NOT_FOUND, flight, flightInput, flightListQuery, flightPatch } from "../schemas/flights.ts";

const read = allowed("taxi", "read");
const write = allowed("taxi", "write");

const ITEM = "/flights/:id/";

/** Flights and the groups on board: what a group's transfers are planned from. */
export const FLIGHTS = {
  list: endpoint({
    method: "GET",
    path: "/flights/",
    access: read,
    summary: "Flights in time order, filtered by day, direction and group, one page",
    query: flightListQuery,
    response: pageSchema(flight),
  }),
  create: endpoint({
    method: "POST",
    path: "/flights/",
    access: write,
    summary: "Add a flight at an airport with the groups on board",
    body: flightInput,
    response: flight,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One flight",
    params: idParams,
    response: flight,
    missing: FLIGHT_NOT_FOUND,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: "Change a flight or the groups on board",
    params: idParams,
    body: flightPatch,
    response: flight,
    missing: FLIGHT_NOT_FOUND,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ITEM,
    access: write,
    summary: "Delete a flight; its trips keep their places and times",
    params: idParams,
    status: 204,
    missing: FLIGHT_NOT_FOUND,
  }),
};
