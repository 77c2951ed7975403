import type { FastifyInstance } from "fastify";
import { GUESTS, HOTELS } from "@app/contract/endpoints/hotels";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { guestsOfHotel, shownGuests } from "./guests.ts";
import { hotelMovements, hotelOccupancy } from "./occupancy.ts";
import * as service from "./service.ts";

export function hotelRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, HOTELS.list, async ({ query, request }) => {
    const { count, results } = await service.listHotels(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, HOTELS.create, async ({ body }) => service.createHotel(ctx, body));
  route(app, ctx, HOTELS.get, async ({ params, query }) => service.getHotelDetail(ctx, params.id, query));
  route(app, ctx, HOTELS.editView, async ({ params }) => service.getHotelEditView(ctx, params.id));
  route(app, ctx, HOTELS.replace, async ({ params, body }) => service.updateHotel(ctx, params.id, body));
  route(app, ctx, HOTELS.update, async ({ params, body }) => service.updateHotel(ctx, params.id, body));
  route(app, ctx, HOTELS.remove, async ({ params }) => service.deleteHotel(ctx, params.id));
  route(app, ctx, HOTELS.occupancy, async ({ params, query }) => hotelOccupancy(ctx, params.id, query));
  route(app, ctx, HOTELS.movements, async ({ params, query }) => hotelMovements(ctx, params.id, query));

  route(app, ctx, GUESTS.list, async ({ query, request }) => {
    const { count, results } = await shownGuests(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, GUESTS.ofHotel, async ({ params }) => guestsOfHotel(ctx, params.id));
}
