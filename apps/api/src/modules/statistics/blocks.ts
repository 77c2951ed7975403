import type { FastifyReply, FastifyRequest } from "fastify";
import { formatWireDate } from "@app/contract/dates";
import type { Endpoint } from "@app/contract/endpoint";
import type { STATISTICS_BLOCKS } from "@app/contract/endpoints/statistics";
import type { Page } from "@app/contract/schemas/common";
import type { Currency } from "@app/contract/schemas/money";
import type { Statistic, rangeQuery, rankedQuery } from "@app/contract/schemas/statistics";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { type PageRequest, toPage } from "../../http/pagination.ts";
import type { Handler } from "../../http/route.ts";
import { type Part, type Sheet, allRows, part, sendListXlsx, sendXlsx } from "../../http/xlsx-export.ts";
import { type MediaUrl, mediaUrls } from "../media/storage.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { kitchenDiagram, kitchenHotelDiagram } from "./diagrams.ts";
import { hotelStats, hotelsDiagram } from "./hotels.ts";
import { counterpartyStats, dishStats, kitchenStats, menuStats, rationStats, sectionStats } from "./kitchen-sales.ts";
import type { Ranked } from "./page.ts";
import { pnlOf } from "./pnl.ts";
import { type Period, periodLabel, periodOf } from "./range.ts";
import * as sheets from "./sheets.ts";
import { receivedProductStats, usedProductStats, writtenOffProductStats } from "./stock.ts";
import { vehicleStats } from "./vehicles.ts";

/** What a block reads of its request: the range (and page) and the wanted format. */
type BlockInput<Query extends z.ZodType> = {
  query: z.output<Query>;
  xlsx: boolean;
  request: FastifyRequest;
  reply: FastifyReply;
};

type PagedLoad<R, T> = (ctx: AppContext, period: Period, page: PageRequest, mediaUrl: MediaUrl) => Promise<Ranked<R, T>>;

/** A block's sheet of a period, for the workbook of the whole report, its money in `currency`. */
type BlockSheet = (ctx: AppContext, period: Period, mediaUrl: MediaUrl, currency: Currency) => Promise<Part>;

/** A report block: how it answers its own endpoint, and its sheet in the whole report's workbook. */
type ReportBlock<E extends Endpoint> = { answer: (ctx: AppContext) => Handler<E>; sheet: BlockSheet };

/** The sheet of a block in the whole report: its title and the period above its headers. */
const reportPart = <R>(sheet: Sheet<R>, period: Period, rows: readonly R[], currency: Currency) =>
  part(sheet, rows, currency, [sheet.title, `${formatWireDate(period.from)} – ${formatWireDate(period.to)}`]);

/** A ranked table: paged as JSON with its totals; the sheet holds every row of the period. */
const paged = <R, T>(load: PagedLoad<R, T>, sheet: Sheet<R>) => ({
  answer:
    (ctx: AppContext) =>
    async ({ query, xlsx, request, reply }: BlockInput<typeof rankedQuery>): Promise<(Page<R> & { totals: T }) | FastifyReply> => {
      const period = periodOf(query.range, ctx.now());
      const mediaUrl = mediaUrls(request);
      if (xlsx) {
        const list = async (page: PageRequest) => load(ctx, period, page, mediaUrl);
        return sendListXlsx(reply, sheet, list, await operatingCurrency(ctx), periodLabel(period));
      }
      const { count, results, totals } = await load(ctx, period, query, mediaUrl);
      return { ...toPage(request, query, count, results), totals };
    },
  sheet: async (ctx: AppContext, period: Period, mediaUrl: MediaUrl, currency: Currency) =>
    reportPart(sheet, period, await allRows(async (page) => load(ctx, period, page, mediaUrl)), currency),
});

/** A figure or a chart: one answer, whose rows make the sheet. */
const whole = <T, R>(load: (ctx: AppContext, period: Period) => Promise<T>, rows: (data: T) => R[], sheet: Sheet<R>) => ({
  answer:
    (ctx: AppContext) =>
    async ({ query, xlsx, reply }: BlockInput<typeof rangeQuery>): Promise<T | FastifyReply> => {
      const period = periodOf(query, ctx.now());
      const data = await load(ctx, period);
      return xlsx ? sendXlsx(reply, sheet, rows(data), await operatingCurrency(ctx), periodLabel(period)) : data;
    },
  sheet: async (ctx: AppContext, period: Period, _mediaUrl: MediaUrl, currency: Currency) =>
    reportPart(sheet, period, rows(await load(ctx, period)), currency),
});

type Blocks = typeof STATISTICS_BLOCKS;

/** How each block answers its endpoint (JSON for the screen, or its sheet when `format=xlsx`) and makes its sheet of the whole report. */
export const BLOCKS: { [Block in Statistic]: ReportBlock<Blocks[Block]> } = {
  counter_agents: paged(counterpartyStats, sheets.counterpartySheet),
  hotels: paged(hotelStats, sheets.hotelSheet),
  transports: paged(vehicleStats, sheets.vehicleSheet),
  sections: paged(sectionStats, sheets.sectionSheet),
  foods: paged(dishStats, sheets.dishSheet),
  menus: paged(menuStats, sheets.menuSheet),
  recipes: whole(rationStats, (data) => data.result, sheets.rationSheet),
  check_in_products: paged(receivedProductStats, sheets.receivedProductSheet),
  checkout_products: paged(writtenOffProductStats, sheets.writtenOffProductSheet),
  most_used_products: paged(usedProductStats, sheets.usedProductSheet),
  kitchen: whole(kitchenStats, (data) => [data], sheets.kitchenSheet),
  "kitchen-diagram": whole(kitchenDiagram, (data) => data.data, sheets.kitchenDiagramSheet),
  "kitchen-hotel-diagram": whole(kitchenHotelDiagram, (data) => data.data, sheets.kitchenHotelDiagramSheet),
  "hotels-diagram": whole(hotelsDiagram, (data) => data.result, sheets.hotelsDiagramSheet),
  pnl: whole(pnlOf, sheets.pnlRows, sheets.pnlSheet),
};
