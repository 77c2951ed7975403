import { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { guestListItem, guestListQuery } from "../schemas/guests.ts";
import {
  hotel,
  hotelDetail,
  hotelDetailQuery,
  hotelEditView,
  hotelInput,
  hotelListItem,
  hotelListQuery,
  hotelMovements,
  hotelMovementsQuery,
  hotelOccupancy,
  hotelOccupancyQuery,
  hotelPatch,
} from "../schemas/hotels.ts";

export const HOTEL_NOT_FOUND = "Mehmonxona topilmadi";

/** Hotels, their rooms and room types belong to the hotel staff. */
export const hotelStaff = { read: allowed("hotels", "read"), write: allowed("hotels", "write") };
/** Booking forms (orders area) pick the hotel, the room type and the rooms from these lists. */
export const bookingLookup = allowed(["hotels", "orders"], "read");

const EDIT = "/hotels/update/:id/";

export const HOTELS = {
  list: endpoint({
    method: "GET",
    path: "/hotels/",
    access: bookingLookup,
    summary: "Hotels with their room groups, searched by name, one page",
    query: hotelListQuery,
    response: pageSchema(hotelListItem),
  }),
  create: endpoint({
    method: "POST",
    path: "/hotels/create/",
    access: hotelStaff.write,
    summary: "Create a hotel",
    body: hotelInput,
    response: hotel,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/hotels/:id/",
    access: hotelStaff.read,
    summary: "One hotel with its room groups and guests, optionally of one room type",
    params: idParams,
    query: hotelDetailQuery,
    response: hotelDetail,
    missing: HOTEL_NOT_FOUND,
  }),
  editView: endpoint({
    method: "GET",
    path: EDIT,
    aliases: ["/hotels/delete/:id/"],
    access: hotelStaff.read,
    summary: "One hotel with every physical room and its guests, for the edit and delete forms",
    params: idParams,
    response: hotelEditView,
    missing: HOTEL_NOT_FOUND,
  }),
  replace: endpoint({
    method: "PUT",
    path: EDIT,
    access: hotelStaff.write,
    summary: "Replace a hotel's fields",
    params: idParams,
    body: hotelInput,
    response: hotelEditView,
    missing: HOTEL_NOT_FOUND,
  }),
  update: endpoint({
    method: "PATCH",
    path: EDIT,
    access: hotelStaff.write,
    summary: "Change some of a hotel's fields",
    params: idParams,
    body: hotelPatch,
    response: hotelEditView,
    missing: HOTEL_NOT_FOUND,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/hotels/delete/:id/",
    access: hotelStaff.write,
    summary: "Delete a hotel no order or guest refers to, with its rooms",
    params: idParams,
    status: 204,
    missing: HOTEL_NOT_FOUND,
  }),
  occupancy: endpoint({
    method: "GET",
    path: "/hotels/:id/occupancy/",
    access: hotelStaff.read,
    summary: "The occupancy chart: each room and the bookings overlapping a window of days",
    params: idParams,
    query: hotelOccupancyQuery,
    response: hotelOccupancy,
    missing: HOTEL_NOT_FOUND,
  }),
  movements: endpoint({
    method: "GET",
    path: "/hotels/:id/movements/",
    access: hotelStaff.read,
    summary: "A day's arrivals and departures at a hotel",
    params: idParams,
    query: hotelMovementsQuery,
    response: hotelMovements,
    missing: HOTEL_NOT_FOUND,
  }),
};

export const GUESTS = {
  list: endpoint({
    method: "GET",
    path: "/guests/",
    access: hotelStaff.read,
    summary: "Guests of every hotel, searched and filtered, one page",
    query: guestListQuery,
    response: pageSchema(guestListItem),
  }),
  ofHotel: endpoint({
    method: "GET",
    path: "/guests/of-hotel/:id/",
    access: hotelStaff.read,
    summary: "Every guest of one hotel",
    params: idParams,
    response: z.array(guestListItem),
    missing: HOTEL_NOT_FOUND,
  }),
};
