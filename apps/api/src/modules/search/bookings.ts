import { and, desc, eq, or } from "drizzle-orm";
import type { Principal } from "@app/contract/roles";
import { ORDER_STATUSES } from "@app/contract/schemas/hotel-orders";
import { hotelOrderPath, mayOpenHotelOrder } from "@app/contract/web-paths";
import { guestGroups, hotelOrders, hotels } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { orderStatusCondition, orderStatusSql } from "../hotels/stay-status.ts";
import { type KindSearch, stayOf, subtitleOf } from "./kind.ts";

/** The statuses whose orders the principal may open (the warehouse role reads no planned ones). */
const openableStatuses = (principal: Principal) => ORDER_STATUSES.filter((status) => mayOpenHotelOrder(principal, status));

/** Hotel orders by their number, of the statuses the caller may open. */
export const bookings: KindSearch = {
  kind: "booking",
  visible: (principal) => openableStatuses(principal).length > 0,
  async find(ctx, { term, principal, limit }) {
    const now = ctx.now();
    const statuses = openableStatuses(principal);
    const rows = await ctx.db
      .select({
        id: hotelOrders.id,
        orderId: hotelOrders.orderId,
        status: orderStatusSql(now),
        checkIn: hotelOrders.checkIn,
        checkOut: hotelOrders.checkOut,
        hotel: hotels.name,
        group: guestGroups.name,
      })
      .from(hotelOrders)
      .innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId))
      .leftJoin(guestGroups, eq(guestGroups.id, hotelOrders.guestGroupId))
      .where(
        and(
          searchCondition(term, [hotelOrders.orderId]),
          statuses.length < ORDER_STATUSES.length
            ? or(...statuses.map((status) => orderStatusCondition(status, now)))
            : undefined,
        ),
      )
      .orderBy(desc(hotelOrders.createdAt), desc(hotelOrders.id))
      .limit(limit);
    return rows.flatMap((row) => {
      const url = hotelOrderPath(principal, row.status, row.id);
      if (!url) return [];
      const subtitle = subtitleOf(row.hotel, row.group, stayOf(row.checkIn, row.checkOut));
      return [{ kind: "booking" as const, id: row.id, title: `№${row.orderId}`, subtitle, url }];
    });
  },
};
