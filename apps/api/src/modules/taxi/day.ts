import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import { addDays, businessDateOf, zonedDateTime } from "@app/contract/dates";
import type { TransportDay, TransportDayQuery } from "@app/contract/schemas/taxi";
import type { AppContext } from "../../context.ts";
import { transportOrders, transports } from "../../db/schema/index.ts";
import { selectOrders, toTransportOrder } from "./orders.ts";
import { toTransport } from "./vehicles.ts";

/**
 * The dispatcher's board for one business day (today by default): every active vehicle with the
 * orders that occupy it that day, earliest first. Canceled orders occupy nothing and are left out,
 * so a vehicle with no orders is free all day.
 */
export async function transportDay(ctx: AppContext, query: TransportDayQuery): Promise<TransportDay[]> {
  const date = query.date ?? businessDateOf(ctx.now());
  const [vehicles, orders] = await Promise.all([
    ctx.db.select().from(transports).where(eq(transports.status, true)).orderBy(asc(transports.name), asc(transports.id)),
    selectOrders(ctx.db)
      .where(
        and(
          eq(transports.status, true),
          ne(transportOrders.status, "canceled"),
          gte(transportOrders.performDate, zonedDateTime(date, 0, 0)),
          lt(transportOrders.performDate, zonedDateTime(addDays(date, 1), 0, 0)),
        ),
      )
      .orderBy(asc(transportOrders.performDate)),
  ]);
  const board = new Map<string, TransportDay>(
    vehicles.map((vehicle) => [vehicle.id, { ...toTransport(vehicle), orders: [] }]),
  );
  for (const row of orders) board.get(row.order.transportId)?.orders.push(toTransportOrder(row));
  return [...board.values()];
}
