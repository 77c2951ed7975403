import type { FastifyInstance } from "fastify";
import { HOTEL_ORDERS } from "@app/contract/endpoints/hotel-orders";
import { ROOMING } from "@app/contract/endpoints/rooming";
import type { AppContext } from "../../context.ts";
import { type PageRequest, toPage } from "../../http/pagination.ts";
import { type HandlerInput, route } from "../../http/route.ts";
import { sendListXlsx } from "../../http/xlsx-export.ts";
import { amendHotelOrder } from "./amend.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { creditCheckFor } from "../finance/public.ts";
import { createHotelOrder } from "./create.ts";
import { deleteHotelOrder } from "./delete.ts";
import { cancelHotelOrder, checkInHotelOrder, checkOutHotelOrder } from "./desk.ts";
import { hotelOrderListSheet } from "./list-sheet.ts";
import { moveGuest } from "./move.ts";
import { autoRooming, getRooming, replaceRooming } from "./rooming.ts";
import { sendRoomingList } from "./rooming-sheet.ts";
import { roomingStays } from "./rooming-stays.ts";
import { type OrderView, getHotelOrder, listHotelOrders, shownHotelOrders } from "./service.ts";

/** The four lists read the same query; they differ only in the orders they show and the shape of each. */
type ListInput = Pick<HandlerInput<typeof HOTEL_ORDERS.list>, "query" | "xlsx" | "request" | "reply">;

const listOf =
  <V extends OrderView>(ctx: AppContext, view: V) =>
  async ({ query, xlsx, request, reply }: ListInput) => {
    if (xlsx) {
      const list = (page: PageRequest) => listHotelOrders(ctx, { ...query, ...page }, view);
      return sendListXlsx(reply, hotelOrderListSheet, list, await operatingCurrency(ctx));
    }
    const { count, results } = await shownHotelOrders(ctx, query, view);
    return toPage(request, query, count, results);
  };

export function hotelOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, HOTEL_ORDERS.list, listOf(ctx, "all"));
  route(app, ctx, HOTEL_ORDERS.active, listOf(ctx, "active"));
  route(app, ctx, HOTEL_ORDERS.planned, listOf(ctx, "planned"));
  route(app, ctx, HOTEL_ORDERS.completed, listOf(ctx, "completed"));
  route(app, ctx, HOTEL_ORDERS.create, async ({ body, user }) =>
    createHotelOrder(ctx, body, creditCheckFor(user, body.override_credit)),
  );
  route(app, ctx, HOTEL_ORDERS.get, async ({ params }) => getHotelOrder(ctx, params.id));
  route(app, ctx, HOTEL_ORDERS.amend, async ({ params, body }) => amendHotelOrder(ctx, params.id, body));
  route(app, ctx, HOTEL_ORDERS.cancel, async ({ params, body }) => cancelHotelOrder(ctx, params.id, body));
  route(app, ctx, HOTEL_ORDERS.checkIn, async ({ params, body }) => checkInHotelOrder(ctx, params.id, body));
  route(app, ctx, HOTEL_ORDERS.checkOut, async ({ params, body }) => checkOutHotelOrder(ctx, params.id, body));
  route(app, ctx, HOTEL_ORDERS.move, async ({ params, body }) => moveGuest(ctx, params.id, body));
  route(app, ctx, HOTEL_ORDERS.remove, async ({ params }) => deleteHotelOrder(ctx, params.id));
  route(app, ctx, ROOMING.get, async ({ params }) => getRooming(ctx, params.id));
  route(app, ctx, ROOMING.auto, async ({ params }) => autoRooming(ctx, params.id));
  route(app, ctx, ROOMING.replace, async ({ params, body }) => replaceRooming(ctx, params.id, body));
  route(app, ctx, ROOMING.stays, async ({ params }) => roomingStays(ctx, params.id));
  route(app, ctx, ROOMING.export, async ({ params, reply }) => sendRoomingList(ctx, reply, params.id));
}
