import { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  TRANSFER_NOT_FOUND,
  VEHICLE_NOT_FOUND,
  vehicle,
  dayView,
  dayViewQuery,
  vehicleInput,
  vehicleListQuery,
  transfer,
  transferInput,
  transferListQuery,
  transferPatch,
  transferUpdate,
  vehiclePatch,
} from "../schemas/taxi.ts";
import { driverSheet, driverSheetQuery, planInput, transferPlan } from "../schemas/transfer-plan.ts";

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
    query: vehicleListQuery,
    response: pageSchema(vehicle),
  }),
  create: endpoint({
    method: "POST",
    path: "/transports/create/",
    access: write,
    summary: "Add a vehicle with its driver",
    body: vehicleInput,
    response: vehicle,
    status: 201,
  }),
  day: endpoint({
    method: "GET",
    path: "/transports/day/",
    access: read,
    summary: "The day board: every active vehicle with its orders of one day (today by default) not canceled, earliest first",
    query: dayViewQuery,
    response: z.array(dayView),
  }),
  sheet: endpoint({
    method: "GET",
    path: "/transports/sheet/",
    access: read,
    summary: "The drivers' day sheet: each driver's trips of one day in time order, with group, leader's phone and flight; JSON or xlsx",
    query: driverSheetQuery,
    response: driverSheet,
    xlsx: true,
  }),
  get: endpoint({
    method: "GET",
    path: VEHICLE,
    access: read,
    summary: "One vehicle",
    params: idParams,
    response: vehicle,
    missing: VEHICLE_NOT_FOUND,
  }),
  replace: endpoint({
    method: "PUT",
    path: VEHICLE,
    access: write,
    summary: "Replace a vehicle's fields; fewer seats must still fit its open orders",
    params: idParams,
    body: vehicleInput,
    response: vehicle,
    missing: VEHICLE_NOT_FOUND,
  }),
  update: endpoint({
    method: "PATCH",
    path: VEHICLE,
    access: write,
    summary: "Change some of a vehicle's fields; fewer seats must still fit its open orders",
    params: idParams,
    body: vehiclePatch,
    response: vehicle,
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
    query: transferListQuery,
    response: pageSchema(transfer),
    xlsx: true,
  }),
  create: endpoint({
    method: "POST",
    path: "/transports/orders/create/",
    access: write,
    summary: "Book a transfer on an active vehicle that is free at that time",
    body: transferInput,
    response: transfer,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: TRANSFER,
    access: read,
    summary: "One transfer order",
    params: idParams,
    response: transfer,
    missing: TRANSFER_NOT_FOUND,
  }),
  replace: endpoint({
    method: "PUT",
    path: TRANSFER,
    access: write,
    summary: "Replace a transfer order's fields, its status included",
    params: idParams,
    body: transferUpdate,
    response: transfer,
    missing: TRANSFER_NOT_FOUND,
  }),
  update: endpoint({
    method: "PATCH",
    path: TRANSFER,
    access: write,
    summary: "Change some of a transfer order's fields, such as its status",
    params: idParams,
    body: transferPatch,
    response: transfer,
    missing: TRANSFER_NOT_FOUND,
  }),
  plan: endpoint({
    method: "POST",
    path: "/guests/groups/:id/transfers/plan/",
    access: write,
    summary: "Plan a group's trips from its flights and stays over free vehicles; a dry run only answers the plan",
    params: idParams,
    body: planInput,
    response: transferPlan,
    missing: "Guruh topilmadi",
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
