import type { FastifyReply, FastifyRequest } from "fastify";
import { pageQuery } from "@app/contract/schemas/common";
import type { Statistic } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { type PageRequest, toPage } from "../../http/pagination.ts";
import { parse } from "../../http/validation.ts";
import { type Sheet, sendListXlsx, sendXlsx, wantsXlsx } from "../../http/xlsx-export.ts";
import { type MediaUrl, mediaUrls } from "../media/storage.ts";
import { kitchenDiagram, kitchenHotelDiagram } from "./diagrams.ts";
import { hotelStats, hotelsDiagram } from "./hotels.ts";
import { counterAgentStats, foodStats, kitchenStats, menuStats, rationStats, sectionStats } from "./kitchen-sales.ts";
import type { Ranked } from "./page.ts";
import { type Period, periodLabel } from "./range.ts";
import * as sheets from "./sheets.ts";
import { receivedProductStats, usedProductStats, writtenOffProductStats } from "./stock.ts";
import { transportStats } from "./transports.ts";

/** How one block answers: JSON for the screen, or its sheet when `format=xlsx`. */
export type Block = (ctx: AppContext, period: Period, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

type PagedLoad<R> = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) => Promise<Ranked<R, unknown>>;

/** A ranked table: paged as JSON with its totals; the sheet holds every row of the period. */
function paged<R>(load: PagedLoad<R>, sheet: Sheet<R>): Block {
  return async (ctx, period, request, reply) => {
    const mediaUrl = mediaUrls(request);
    if (wantsXlsx(request)) {
      return sendListXlsx(reply, sheet, async (page) => load(ctx, period, page, mediaUrl), periodLabel(period));
    }
    const page = parse(pageQuery, request.query);
    const { count, results, totals } = await load(ctx, period, page, mediaUrl);
    return { ...toPage(request, page, count, results), totals };
  };
}

/** A figure or a chart: one answer, whose rows make the sheet. */
function whole<T, R>(load: (ctx: AppContext, period: Period) => Promise<T>, rows: (data: T) => R[], sheet: Sheet<R>): Block {
  return async (ctx, period, request, reply) => {
    const wantsFile = wantsXlsx(request);
    const data = await load(ctx, period);
    return wantsFile ? sendXlsx(reply, sheet, rows(data), periodLabel(period)) : data;
  };
}

export const BLOCKS: Record<Statistic, Block> = {
  counter_agents: paged(counterAgentStats, sheets.counterAgentSheet),
  hotels: paged(hotelStats, sheets.hotelSheet),
  transports: paged(transportStats, sheets.transportSheet),
  sections: paged(sectionStats, sheets.sectionSheet),
  foods: paged(foodStats, sheets.foodSheet),
  menus: paged(menuStats, sheets.menuSheet),
  recipes: whole(rationStats, (data) => data.result, sheets.rationSheet),
  check_in_products: paged(receivedProductStats, sheets.receivedProductSheet),
  checkout_products: paged(writtenOffProductStats, sheets.writtenOffProductSheet),
  most_used_products: paged(usedProductStats, sheets.usedProductSheet),
  kitchen: whole(kitchenStats, (data) => [data], sheets.kitchenSheet),
  "kitchen-diagram": whole(kitchenDiagram, (data) => data.data, sheets.kitchenDiagramSheet),
  "kitchen-hotel-diagram": whole(kitchenHotelDiagram, (data) => data.data, sheets.kitchenHotelDiagramSheet),
  "hotels-diagram": whole(hotelsDiagram, (data) => data.result, sheets.hotelsDiagramSheet),
};
