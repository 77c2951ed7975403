import { eq, inArray } from "drizzle-orm";
import { HOTEL_NOT_FOUND } from "@app/contract/endpoints/hotels";
import { ROOM_TYPE_NOT_FOUND } from "@app/contract/endpoints/rooms";
import type { Room, RoomBulkInput } from "@app/contract/schemas/rooms";
import type { AppContext } from "../../context.ts";
import { roomTypes, rooms } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";
import { freeRoomNumbers, lockHotelForNumbering, takenRoomNumbers } from "./numbering.ts";
import { roomsNow, toRoom } from "./read.ts";

/** POST /rooms/create/: `count` rooms of one type on one floor, each one physical room. */
export async function createRooms(ctx: AppContext, input: RoomBulkInput): Promise<Room[]> {
  const ids = await ctx.db.transaction(async (tx) => {
    const hotel = await lockHotelForNumbering(tx, input.hotel);
    const [type] = await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, input.room_type));
    if (!hotel || !type) {
      throw invalid({
        ...(hotel ? {} : { hotel: [HOTEL_NOT_FOUND] }),
        ...(type ? {} : { room_type: [ROOM_TYPE_NOT_FOUND] }),
      });
    }
    const numbers = freeRoomNumbers(input.floor, input.count, await takenRoomNumbers(tx, hotel.id));
    const created = await tx
      .insert(rooms)
      .values(
        numbers.map((roomNumber) => ({
          hotelId: hotel.id,
          roomTypeId: type.id,
          floor: input.floor,
          roomNumber,
          capacity: input.capacity,
          netPrice: input.net_price,
          profit: input.profit,
        })),
      )
      .returning({ id: rooms.id });
    return created.map((row) => row.id);
  });
  const rows = await roomsNow(ctx.db, inArray(rooms.id, ids), ctx.now());
  return rows.map(toRoom);
}
