import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import { type CalendarDate, addDays, businessDateOf, formatIsoDate, zonedDateTime } from "@app/contract/dates";
import type { DayView, DayViewQuery } from "@app/contract/schemas/taxi";
import type { AppContext } from "../../context.ts";
import { derivedRead } from "../../db/derived-reads.ts";
import { transfers, vehicles } from "../../db/schema/index.ts";
import { selectOrders, toTransfer } from "./orders.ts";
import { toVehicle } from "./vehicles.ts";

/**
 * The dispatcher's board for one business day (today by default): every active vehicle with the
 * orders that occupy it that day, earliest first. Canceled orders occupy nothing and are left out,
 * so a vehicle with no orders is free all day. Derived again only after its inputs changed.
 */
export function dayView(ctx: AppContext, query: DayViewQuery): Promise<DayView[]> {
  const date = query.date ?? businessDateOf(ctx.now());
  return derivedRead(ctx.db, "day-board", formatIsoDate(date), () => deriveBoard(ctx, date));
}

async function deriveBoard(ctx: AppContext, date: CalendarDate): Promise<DayView[]> {
  const [fleet, orders] = await Promise.all([
    ctx.db.select().from(vehicles).where(eq(vehicles.status, true)).orderBy(asc(vehicles.name), asc(vehicles.id)),
    selectOrders(ctx.db)
      .where(
        and(
          eq(vehicles.status, true),
          ne(transfers.status, "canceled"),
          gte(transfers.performDate, zonedDateTime(date, 0, 0)),
          lt(transfers.performDate, zonedDateTime(addDays(date, 1), 0, 0)),
        ),
      )
      .orderBy(asc(transfers.performDate)),
  ]);
  const board = new Map<string, DayView>(
    fleet.map((vehicle) => [vehicle.id, { ...toVehicle(vehicle), orders: [] }]),
  );
  for (const row of orders) board.get(row.order.vehicleId)?.orders.push(toTransfer(row));
  return [...board.values()];
}
