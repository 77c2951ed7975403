import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { hotelOrders, rooms } from "./hotels.ts";
import { pilgrims } from "./pilgrims.ts";

/**
 * Which room of a stay (a group's hotel order) each pilgrim sleeps in: one room per pilgrim per
 * stay (the key). That the room is one the stay booked is the rooming service's check, since an
 * amendment rewrites the stay's booked rooms and keeps the assignments of the rooms it keeps.
 */
export const roomAssignments = pgTable(
  "room_assignments",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => hotelOrders.id, { onDelete: "cascade" }),
    pilgrimId: uuid("pilgrim_id")
      .notNull()
      .references(() => pilgrims.id, { onDelete: "cascade" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "no action" }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.pilgrimId] }),
    index("room_assignments_room").on(table.roomId),
    index("room_assignments_pilgrim").on(table.pilgrimId),
  ],
);
