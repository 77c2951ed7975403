import { desc, eq } from "drizzle-orm";
import { can } from "@app/contract/roles";
import { hotelOrderPath } from "@app/contract/web-paths";
import { guests as guestTable, hotelOrders, hotels } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { orderStatusSql } from "../hotels/stay-status.ts";
import { type KindSearch, stayOf, subtitleOf } from "./kind.ts";

/** Guests of individual bookings by name; a guest has no page of its own, so it links to its booking. */
export const guests: KindSearch = {
  kind: "guest",
  visible: (principal) => can(principal, "hotels", "read"),
  async find(ctx, { term, principal, limit }) {
    const rows = await ctx.db
      .select({
        id: guestTable.id,
        fullName: guestTable.fullName,
        checkIn: guestTable.checkIn,
        checkOut: guestTable.checkOut,
        bookingId: hotelOrders.id,
        bookingNumber: hotelOrders.orderId,
        bookingStatus: orderStatusSql(ctx.now()),
        hotel: hotels.name,
      })
      .from(guestTable)
      .innerJoin(hotelOrders, eq(hotelOrders.id, guestTable.hotelOrderId))
      .innerJoin(hotels, eq(hotels.id, guestTable.hotelId))
      .where(searchCondition(term, [guestTable.fullName]))
      .orderBy(desc(guestTable.createdAt), desc(guestTable.id))
      .limit(limit);
    return rows.flatMap((row) => {
      const url = hotelOrderPath(principal, row.bookingStatus, row.bookingId);
      if (!url) return [];
      const subtitle = subtitleOf(row.hotel, `№${row.bookingNumber}`, stayOf(row.checkIn, row.checkOut));
      return [{ kind: "guest" as const, id: row.id, title: row.fullName, subtitle, url }];
    });
  },
};
