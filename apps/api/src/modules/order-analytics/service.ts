import { formatWireDate } from "@app/contract/dates";
import type { OrderAnalytics } from "@app/contract/schemas/order-analytics";
import type { AppContext } from "../../context.ts";
import type { Period } from "../statistics/public.ts";
import { dailyCounts, monthlyCounts } from "./counts.ts";
import { occupancy, stays, topCounterparties } from "./hotels.ts";

export async function orderAnalytics(ctx: AppContext, period: Period): Promise<OrderAnalytics> {
  const [days, rates, hotelStays, counterparties] = await Promise.all([
    dailyCounts(ctx, period),
    occupancy(ctx, period),
    stays(ctx, period),
    topCounterparties(ctx, period),
  ]);
  return {
    date_from: formatWireDate(period.from),
    date_to: formatWireDate(period.to),
    days,
    months: monthlyCounts(days),
    occupancy: rates,
    stays: hotelStays,
    top_counterparties: counterparties,
  };
}
