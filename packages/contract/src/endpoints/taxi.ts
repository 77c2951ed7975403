import { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  TRANSFER_NOT_FOUND,
  VEHICLE_NOT_FOUND,
  transport,
  transportDay,
  transportDayQuery,
  transportInput,
  transportListQuery,
  transportOrder,
  transportOrderInput,
  transportOrderListQuery,
  transportOrderPatch,
  transportOrderUpdate,
  transportPatch,
} from "../schemas/taxi.ts";

const read = allowed("taxi", "read");
const write = allowed("taxi", "write");

const VEHICLE = "/transports/:id/";

/** Vehicles with their drivers, and the dispatcher's day board of them. */
export const VEHICLES = {
  list: endpoint({
    method: "GET",
    path: "/transports/",
    access: read,
    summary: "Vehicles, searched and filtered by status and seats, one page",
    query: transportListQuery,
    response: pageSchema(transport),
  }),
  create: endpoint({
    method: "POST",
    path: "/transports/create/",
    access: write,
    summary: "Add a vehicle with its driver",
    body: transportInput,
    response: transport,
    status: 201,
  }),
  day: endpoint({
    method: "GET",
    path: "/transports/day/",
    access: read,
    summary: "The day board: every active vehicle with its orders of one day (today by default) not canceled, earliest first",
    query: transportDayQuery,
    response: z.array(transportDay),
  }),
  get: endpoint({
    method: "GET",
    path: VEHICLE,
    access: read,
    summary: "One vehicle",
    params: idParams,
    response: transport,
    missing: VEHICLE_NOT_FOUND,
  }),
  replace: endpoint({
    method: "PUT",
    path: VEHICLE,
    access: write,
    summary: "Replace a vehicle's fields; fewer seats must still fit its open orders",
    params: idParams,
    body: transportInput,
    response: transport,
    missing: VEHICLE_NOT_FOUND,
  }),
  update: endpoint({
    method: "PATCH",
    path: VEHICLE,
    access: write,
    summary: "Change some of a vehicle's fields; fewer seats must still fit its open orders",
    params: idParams,
    body: transportPatch,
    response: transport,
    missing: VEHICLE_NOT_FOUND,
  }),
  remove: endpoint({
    method: "DELETE",
    path: VEHICLE,
    access: write,
    summary: "Delete a vehicle that has never had an order",
    params: idParams,
    status: 204,
    missing: VEHICLE_NOT_FOUND,
  }),
};

const TRANSFER = "/transports/orders/:id/";

/** Transfer orders: trips booked on a vehicle. */
export const TRANSFERS = {
  list: endpoint({
    method: "GET",
    path: "/transports/orders/",
    access: read,
    summary: "Transfer orders, searched and filtered by status, vehicle and day, one page or an xlsx file",
    query: transportOrderListQuery,
    response: pageSchema(transportOrder),
    xlsx: true,
  }),
  create: endpoint({
    method: "POST",
    path: "/transports/orders/create/",
    access: write,
    summary: "Book a transfer on an active vehicle that is free at that time",
    body: transportOrderInput,
    response: transportOrder,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: TRANSFER,
    access: read,
    summary: "One transfer order",
    params: idParams,
    response: transportOrder,
    missing: TRANSFER_NOT_FOUND,
  }),
  replace: endpoint({
    method: "PUT",
    path: TRANSFER,
    access: write,
    summary: "Replace a transfer order's fields, its status included",
    params: idParams,
    body: transportOrderUpdate,
    response: transportOrder,
    missing: TRANSFER_NOT_FOUND,
  }),
  update: endpoint({
    method: "PATCH",
    path: TRANSFER,
    access: write,
    summary: "Change some of a transfer order's fields, such as its status",
    params: idParams,
    body: transportOrderPatch,
    response: transportOrder,
    missing: TRANSFER_NOT_FOUND,
  }),
  remove: endpoint({
    method: "DELETE",
    path: TRANSFER,
    access: write,
    summary: "Delete a transfer order",
    params: idParams,
    status: 204,
    missing: TRANSFER_NOT_FOUND,
  }),
};
