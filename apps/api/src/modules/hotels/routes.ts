import type { FastifyInstance, FastifyRequest } from "fastify";
import { PATHS } from "@app/contract/routes";
import { guestListQuery } from "@app/contract/schemas/guests";
import {
  hotelDetailQuery,
  hotelInput,
  hotelListQuery,
  hotelMovementsQuery,
  hotelOccupancyQuery,
  hotelPatch,
} from "@app/contract/schemas/hotels";
import type { AppContext } from "../../context.ts";
import { allow } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { guestsOfHotel, listGuests } from "../hotel-orders/guests.ts";
import { HOTEL_NOT_FOUND } from "./lookup.ts";
import { hotelMovements, hotelOccupancy } from "./occupancy.ts";
import * as service from "./service.ts";

const AREA = "hotels";
/** Booking forms (orders area) pick the hotel from the list. */
const LOOKUP_AREAS = [AREA, "orders"] as const;

const hotelId = (request: FastifyRequest) => parseId((request.params as { id: string }).id, HOTEL_NOT_FOUND);

export function hotelRoutes(app: FastifyInstance, ctx: AppContext) {
  const paths = PATHS.hotels;
  const read = { preHandler: allow(ctx, AREA, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };

  app.get(paths.list, { preHandler: allow(ctx, LOOKUP_AREAS, "read") }, async (request) => {
    const query = parse(hotelListQuery, request.query);
    const { count, results } = await service.listHotels(ctx, query);
    return toPage(request, query, count, results);
  });
  app.post(paths.create, write, async (request, reply) =>
    reply.status(201).send(await service.createHotel(ctx, parse(hotelInput, request.body))),
  );
  app.get(paths.item, read, async (request) =>
    service.getHotelDetail(ctx, hotelId(request), parse(hotelDetailQuery, request.query)),
  );
  app.get(paths.update, read, async (request) => service.getHotelEditView(ctx, hotelId(request)));
  app.patch(paths.update, write, async (request) =>
    service.updateHotel(ctx, hotelId(request), parse(hotelPatch, request.body)),
  );
  app.put(paths.update, write, async (request) =>
    service.updateHotel(ctx, hotelId(request), parse(hotelInput, request.body)),
  );
  app.get(paths.delete, read, async (request) => service.getHotelEditView(ctx, hotelId(request)));
  app.delete(paths.delete, write, async (request, reply) => {
    await service.deleteHotel(ctx, hotelId(request));
    return reply.status(204).send();
  });
  app.get(paths.occupancy, read, async (request) =>
    hotelOccupancy(ctx, hotelId(request), parse(hotelOccupancyQuery, request.query)),
  );
  app.get(paths.movements, read, async (request) =>
    hotelMovements(ctx, hotelId(request), parse(hotelMovementsQuery, request.query)),
  );

  app.get(PATHS.guests.list, read, async (request) => {
    const query = parse(guestListQuery, request.query);
    const { count, results } = await listGuests(ctx, query);
    return toPage(request, query, count, results);
  });
  app.get(PATHS.guests.ofHotel, read, async (request) => guestsOfHotel(ctx, hotelId(request)));
}
