import { z } from "zod";
import { endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  availableRoom,
  room,
  roomAvailabilityQuery,
  roomBulkInput,
  roomGroup,
  roomGroupDeleteQuery,
  roomGroupDeleteResult,
  roomGroupEdit,
  roomGroupUpdateInput,
  roomGroupUpdateResult,
  roomListQuery,
  roomType,
  roomTypeInput,
  roomTypeListQuery,
  roomTypePatch,
} from "../schemas/rooms.ts";
import { bookingLookup, HOTEL_NOT_FOUND, hotelStaff } from "./hotels.ts";

export const ROOM_NOT_FOUND = "Xona topilmadi";
export const ROOM_TYPE_NOT_FOUND = "Xona turi topilmadi";

const ROOM_EDIT = "/rooms/update/:id/";
const ROOM_DELETE = "/rooms/delete/:id/";

/** A room group is every room of one hotel and room type; its path names any one of them. */
export const ROOMS = {
  list: endpoint({
    method: "GET",
    path: "/rooms/",
    access: hotelStaff.read,
    summary: "Room groups, filtered by hotel and room type, one page",
    query: roomListQuery,
    response: pageSchema(roomGroup),
  }),
  create: endpoint({
    method: "POST",
    path: "/rooms/create/",
    access: hotelStaff.write,
    summary: "Create rooms of one type on one floor of a hotel, numbered after the floor",
    body: roomBulkInput,
    response: z.array(room),
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/rooms/:id/",
    aliases: [ROOM_DELETE],
    access: hotelStaff.read,
    summary: "One room",
    params: idParams,
    response: room,
    missing: ROOM_NOT_FOUND,
  }),
  groupEditView: endpoint({
    method: "GET",
    path: ROOM_EDIT,
    access: hotelStaff.read,
    summary: "The edit form of a room's group",
    params: idParams,
    response: roomGroupEdit,
    missing: ROOM_NOT_FOUND,
  }),
  updateGroup: endpoint({
    method: "PATCH",
    path: ROOM_EDIT,
    access: hotelStaff.write,
    summary: "Change a room's group: its size, floor, capacity and prices",
    params: idParams,
    body: roomGroupUpdateInput,
    response: roomGroupUpdateResult,
    missing: ROOM_NOT_FOUND,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ROOM_DELETE,
    access: hotelStaff.write,
    summary: "Delete a room no booking refers to",
    params: idParams,
    status: 204,
    missing: ROOM_NOT_FOUND,
  }),
  removeGroup: endpoint({
    method: "DELETE",
    path: "/rooms/delete/group/",
    access: hotelStaff.write,
    summary: "Delete the rooms of one hotel and room type, keeping those bookings refer to",
    query: roomGroupDeleteQuery,
    response: roomGroupDeleteResult,
  }),
  ofHotel: endpoint({
    method: "GET",
    path: "/rooms/rooms_of_hotel/:id/",
    access: bookingLookup,
    summary: "The rooms of a hotel with a free bed right now",
    params: idParams,
    response: z.array(room),
    missing: HOTEL_NOT_FOUND,
  }),
  available: endpoint({
    method: "GET",
    path: "/rooms/available/",
    access: bookingLookup,
    summary: "Free beds of every room of a hotel over a stay (the booking form)",
    query: roomAvailabilityQuery,
    response: z.array(availableRoom),
  }),
};

const TYPE_EDIT = "/rooms/room_type/update/:id/";
const TYPE_DELETE = "/rooms/room_type/delete/:id/";

export const ROOM_TYPES = {
  list: endpoint({
    method: "GET",
    path: "/rooms/room_types/",
    access: bookingLookup,
    summary: "Room types, searched and filtered by name and status, one page",
    query: roomTypeListQuery,
    response: pageSchema(roomType),
  }),
  create: endpoint({
    method: "POST",
    path: "/rooms/room_type/create/",
    access: hotelStaff.write,
    summary: "Create a room type",
    body: roomTypeInput,
    response: roomType,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/rooms/room_type/:id/",
    access: bookingLookup,
    summary: "One room type",
    params: idParams,
    response: roomType,
    missing: ROOM_TYPE_NOT_FOUND,
  }),
  editView: endpoint({
    method: "GET",
    path: TYPE_EDIT,
    aliases: [TYPE_DELETE],
    access: hotelStaff.read,
    summary: "One room type, for the edit and delete forms",
    params: idParams,
    response: roomType,
    missing: ROOM_TYPE_NOT_FOUND,
  }),
  /** PUT has always read the same partial body as PATCH, so a client sending only the changed fields keeps working. */
  replace: endpoint({
    method: "PUT",
    path: TYPE_EDIT,
    access: hotelStaff.write,
    summary: "Change a room type's name or status",
    params: idParams,
    body: roomTypePatch,
    response: roomType,
    missing: ROOM_TYPE_NOT_FOUND,
  }),
  update: endpoint({
    method: "PATCH",
    path: TYPE_EDIT,
    access: hotelStaff.write,
    summary: "Change a room type's name or status",
    params: idParams,
    body: roomTypePatch,
    response: roomType,
    missing: ROOM_TYPE_NOT_FOUND,
  }),
  remove: endpoint({
    method: "DELETE",
    path: TYPE_DELETE,
    access: hotelStaff.write,
    summary: "Delete a room type no room has",
    params: idParams,
    status: 204,
    missing: ROOM_TYPE_NOT_FOUND,
  }),
};
