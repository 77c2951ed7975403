import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import { businessDateOf, formatWireDate } from "@app/contract/dates";
import { can } from "@app/contract/roles";
import { groupPath, listSearchPath } from "@app/contract/web-paths";
import type { AppContext } from "../../context.ts";
import { guestGroups, hotelOrders, hotels, pilgrims as pilgrimTable, roomAssignments, rooms } from "../../db/schema/index.ts";
import { amongIds } from "../../db/id-lists.ts";
import { searchCondition } from "../../db/search.ts";
import { type KindSearch, subtitleOf } from "./kind.ts";

/**
 * Where each pilgrim sleeps now, or next: the room of their earliest stay that has not ended
 * and is not canceled, as "Hotel · 12-xona · 14.11.2026 gacha".
 */
async function placesOf(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([roomAssignments.pilgrimId], {
      pilgrimId: roomAssignments.pilgrimId,
      hotel: hotels.name,
      room: rooms.roomNumber,
      checkOut: hotelOrders.checkOut,
    })
    .from(roomAssignments)
    .innerJoin(hotelOrders, eq(hotelOrders.id, roomAssignments.orderId))
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId))
    .where(and(amongIds(roomAssignments.pilgrimId, ids), gt(hotelOrders.checkOut, ctx.now()), isNull(hotelOrders.canceledAt)))
    .orderBy(asc(roomAssignments.pilgrimId), asc(hotelOrders.checkIn));
  return new Map(
    rows.map((row) => [
      row.pilgrimId,
      subtitleOf(row.hotel, `${row.room}-xona`, `${formatWireDate(businessDateOf(row.checkOut))} gacha`),
    ]),
  );
}

/** Pilgrims by name or passport number, with where they sleep; each opens its group's manifest searched for them. */
export const pilgrims: KindSearch = {
  kind: "pilgrim",
  visible: (principal) => can(principal, "guest_groups", "read"),
  async find(ctx, { term, limit }) {
    const rows = await ctx.db
      .select({
        id: pilgrimTable.id,
        fullName: pilgrimTable.fullName,
        passport: pilgrimTable.passportNumber,
        groupId: guestGroups.id,
        group: guestGroups.name,
      })
      .from(pilgrimTable)
      .innerJoin(guestGroups, eq(guestGroups.id, pilgrimTable.groupId))
      .where(searchCondition(term, [pilgrimTable.fullName, pilgrimTable.passportNumber]))
      .orderBy(desc(pilgrimTable.createdAt), desc(pilgrimTable.id))
      .limit(limit);
    const places = await placesOf(
      ctx,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      kind: "pilgrim" as const,
      id: row.id,
      title: row.fullName,
      subtitle: subtitleOf(row.group, row.passport, places.get(row.id)),
      url: listSearchPath(groupPath(row.groupId), row.fullName),
    }));
  },
};
