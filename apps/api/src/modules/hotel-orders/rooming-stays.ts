import { and, asc, eq, isNull } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type { RoomingStay } from "@app/contract/schemas/rooming";
import type { AppContext } from "../../context.ts";
import { guestGroups, hotelOrders } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { stepRefusal } from "./order-lock.ts";
import { orderRows } from "./read.ts";

/**
 * The stays a group's rooming is done for: its hotel orders not canceled, first arrival first.
 * Those who room pilgrims (reception) may not read the hotel orders themselves, so this answers
 * only what the rooming screen needs, and whether each stay's rooming may change now.
 */
export async function roomingStays(ctx: AppContext, groupId: string): Promise<RoomingStay[]> {
  const [group] = await ctx.db.select({ id: guestGroups.id }).from(guestGroups).where(eq(guestGroups.id, groupId));
  if (!group) throw notFound("Guruh topilmadi");
  const now = ctx.now();
  const rows = await orderRows(ctx.db, and(eq(hotelOrders.guestGroupId, groupId), isNull(hotelOrders.canceledAt)), now).orderBy(
    asc(hotelOrders.checkIn),
    asc(hotelOrders.id),
  );
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    hotel_name: row.hotelName,
    check_in: formatWireDateTime(row.checkIn),
    check_out: formatWireDateTime(row.checkOut),
    order_status: row.status,
    rooming_refusal: stepRefusal("rooming", row, now),
  }));
}
