import { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";
import { idParams } from "../schemas/common.ts";
import { rooming, roomingAutoResult, roomingInput, roomingStay } from "../schemas/rooming.ts";
import { ORDER_NOT_FOUND } from "./hotel-orders.ts";

const read = allowed("rooming", "read");
const write = allowed("rooming", "write");
const ITEM = "/orders/hotel_order/:id/rooming/";

/** Which pilgrim of a group sleeps in which room of one of its stays (a group hotel order). */
export const ROOMING = {
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "A stay's rooms with their pilgrims, and the group's pilgrims not yet in a room",
    params: idParams,
    response: rooming,
    missing: ORDER_NOT_FOUND,
  }),
  auto: endpoint({
    method: "POST",
    path: "/orders/hotel_order/:id/rooming/auto/",
    access: write,
    summary: "Put every pilgrim without a room into one (families together, genders apart), keeping the others; says who did not fit and why",
    params: idParams,
    response: roomingAutoResult,
    missing: ORDER_NOT_FOUND,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: "Replace a stay's room assignments, checked against capacity, genders and families",
    params: idParams,
    body: roomingInput,
    response: rooming,
    missing: ORDER_NOT_FOUND,
  }),
  stays: endpoint({
    method: "GET",
    path: "/guests/groups/:id/rooming/stays/",
    access: read,
    summary: "A group's stays that are not canceled, in the order of the itinerary, for those who room its pilgrims",
    params: idParams,
    response: z.array(roomingStay),
    missing: "Guruh topilmadi",
  }),
  export: endpoint({
    method: "GET",
    path: "/orders/hotel_order/:id/rooming/export/",
    access: read,
    summary: "The rooming list as the hotel asks for it (xlsx): per room its number, type and occupants' passports",
    params: idParams,
    file: "xlsx",
    missing: ORDER_NOT_FOUND,
  }),
};
