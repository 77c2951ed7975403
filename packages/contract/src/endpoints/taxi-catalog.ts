import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import { DRIVER_NOT_FOUND, driver, driverInput, driverListQuery, driverPatch } from "../schemas/drivers.ts";
import { PLACE_NOT_FOUND, place, placeInput, placeListQuery, placePatch } from "../schemas/transport-places.ts";

const read = allowed("taxi", "read");
const write = allowed("taxi", "write");

const PLACE = "/transports/places/:id/";

/** Where trips start and end: airports and sites typed in, and every hotel by itself. */
export const PLACES = {
  list: endpoint({
    method: "GET",
    path: "/transports/places/",
    access: read,
    summary: "Places, searched and filtered by kind and city, one page; hotels are places of their city",
    query: placeListQuery,
    response: pageSchema(place),
  }),
  create: endpoint({
    method: "POST",
    path: "/transports/places/",
    access: write,
    summary: "Add an airport, a site or another place (a hotel's place comes with the hotel)",
    body: placeInput,
    response: place,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: PLACE,
    access: read,
    summary: "One place",
    params: idParams,
    response: place,
    missing: PLACE_NOT_FOUND,
  }),
  update: endpoint({
    method: "PATCH",
    path: PLACE,
    access: write,
    summary: "Change a place typed in by hand",
    params: idParams,
    body: placePatch,
    response: place,
    missing: PLACE_NOT_FOUND,
  }),
  remove: endpoint({
    method: "DELETE",
    path: PLACE,
    access: write,
    summary: "Delete a place no flight starts from (trips keep its name as text)",
    params: idParams,
    status: 204,
    missing: PLACE_NOT_FOUND,
  }),
};

const DRIVER = "/transports/drivers/:id/";

/** Drivers, each a vehicle's default or assigned trip by trip. */
export const DRIVERS = {
  list: endpoint({
    method: "GET",
    path: "/transports/drivers/",
    access: read,
    summary: "Drivers, searched and filtered by status, one page",
    query: driverListQuery,
    response: pageSchema(driver),
  }),
  create: endpoint({
    method: "POST",
    path: "/transports/drivers/",
    access: write,
    summary: "Add a driver",
    body: driverInput,
    response: driver,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: DRIVER,
    access: read,
    summary: "One driver",
    params: idParams,
    response: driver,
    missing: DRIVER_NOT_FOUND,
  }),
  update: endpoint({
    method: "PATCH",
    path: DRIVER,
    access: write,
    summary: "Change a driver; the vehicles they drive by default take the new name and phone",
    params: idParams,
    body: driverPatch,
    response: driver,
    missing: DRIVER_NOT_FOUND,
  }),
  remove: endpoint({
    method: "DELETE",
    path: DRIVER,
    access: write,
    summary: "Delete a driver no vehicle or trip names (423 otherwise)",
    params: idParams,
    status: 204,
    missing: DRIVER_NOT_FOUND,
  }),
};
