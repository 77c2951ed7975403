import { and, count, desc, eq } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import { HOTEL_NOT_FOUND } from "@app/contract/endpoints/hotels";
import type {
  Hotel,
  HotelDetail,
  HotelDetailQuery,
  HotelEditView,
  HotelInput,
  HotelListItem,
  HotelListQuery,
  HotelPatch,
} from "@app/contract/schemas/hotels";
import { ZERO, moneyNumber } from "@app/contract/decimal";
import type { AppContext } from "../../context.ts";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorOf } from "../../db/errors.ts";
import { amongIds } from "../../db/id-lists.ts";
import { guests, hotels, rooms } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { locked, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { uniqueAsFieldError } from "../../http/unique-fields.ts";
import { roomsNow, toRoom, toRoomGroups } from "../rooms/public.ts";
import { guestRows, toGuestListItem } from "./guests.ts";

type Row = typeof hotels.$inferSelect;

const IN_USE = "Mehmonxonada mehmonlar yoki buyurtmalar bor, uni o'chirib bo'lmaydi";
/** The unique indexes on lower(name) and lower(email) decide duplicates, race-free. */
const UNIQUE_FIELDS = {
  hotels_name_unique: { field: "name", message: "Bunday nomli mehmonxona allaqachon mavjud" },
  hotels_email_unique: { field: "email", message: "Bu email bilan mehmonxona allaqachon mavjud" },
};

function toHotel(row: Row): Hotel {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    email: row.email,
    phone_number: row.phoneNumber,
    rating: Number(row.rating),
    city: row.city,
    created_at: formatWireDateTime(row.createdAt),
  };
}

async function hotelRow(ctx: AppContext, id: string): Promise<Row> {
  const [row] = await ctx.db.select().from(hotels).where(eq(hotels.id, id));
  if (!row) throw notFound(HOTEL_NOT_FOUND);
  return row;
}

/** The hotel's guests (optionally of one room type) and what they pay in total. */
async function hotelGuests(ctx: AppContext, hotelId: string, roomType?: string) {
  const rows = await guestRows(
    ctx.db,
    and(eq(guests.hotelId, hotelId), roomType ? eq(rooms.roomTypeId, roomType) : undefined),
    ctx.now(),
  );
  const total = rows.reduce((sum, row) => sum.plus(row.price), ZERO);
  return { guests: rows.map(toGuestListItem), total_guests_price: moneyNumber(total) };
}

export async function listHotels(ctx: AppContext, query: HotelListQuery): Promise<{ count: number; results: HotelListItem[] }> {
  const where = searchCondition(query.search, [hotels.name]);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(hotels)
      .where(where)
      .orderBy(desc(hotels.createdAt), desc(hotels.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(hotels).where(where),
  ]);
  const roomRows = rows.length ? await roomsNow(ctx.db, amongIds(rooms.hotelId, rows.map((row) => row.id)), ctx.now()) : [];
  const groups = toRoomGroups(roomRows);
  return {
    count: total,
    results: rows.map((row) => ({ ...toHotel(row), rooms: groups.filter((group) => group.hotel === row.id) })),
  };
}

/** GET /hotels/{id}/: only this hotel's room groups and guests, narrowed to `room_type` if given. */
export async function getHotelDetail(ctx: AppContext, id: string, query: HotelDetailQuery): Promise<HotelDetail> {
  const row = await hotelRow(ctx, id);
  const roomRows = await roomsNow(
    ctx.db,
    and(eq(rooms.hotelId, id), query.room_type ? eq(rooms.roomTypeId, query.room_type) : undefined),
    ctx.now(),
  );
  return { ...toHotel(row), rooms: toRoomGroups(roomRows), ...(await hotelGuests(ctx, id, query.room_type)) };
}

/** GET /hotels/update/{id}/: every physical room of the hotel, with its guests. */
export async function getHotelEditView(ctx: AppContext, id: string): Promise<HotelEditView> {
  const row = await hotelRow(ctx, id);
  const roomRows = await roomsNow(ctx.db, eq(rooms.hotelId, id), ctx.now());
  return { ...toHotel(row), rooms: roomRows.map(toRoom), ...(await hotelGuests(ctx, id)) };
}

export async function createHotel(ctx: AppContext, input: HotelInput): Promise<Hotel> {
  const [row] = await uniqueAsFieldError(
    () =>
      ctx.db
        .insert(hotels)
        .values({
          name: input.name,
          address: input.address,
          email: input.email,
          phoneNumber: input.phone_number,
          rating: input.rating.toFixed(1),
          city: input.city,
        })
        .returning(),
    UNIQUE_FIELDS,
  );
  return toHotel(row);
}

export async function updateHotel(ctx: AppContext, id: string, input: HotelPatch): Promise<HotelEditView> {
  const [row] = await uniqueAsFieldError(
    () =>
      ctx.db
      .update(hotels)
      .set({
        name: input.name,
        address: input.address,
        email: input.email,
        phoneNumber: input.phone_number,
        rating: input.rating?.toFixed(1),
        city: input.city,
        updatedAt: ctx.now(),
      })
      .where(eq(hotels.id, id))
      .returning(),
    UNIQUE_FIELDS,
  );
  if (!row) throw notFound(HOTEL_NOT_FOUND);
  return getHotelEditView(ctx, id);
}

/**
 * Orders and guests point at the hotel (and bookings at its rooms) with foreign
 * keys, so the database refuses to delete a hotel still in use; that refusal is the 423.
 * Its unbooked rooms go with it.
 */
export async function deleteHotel(ctx: AppContext, id: string): Promise<void> {
  let deleted: Array<{ id: string }>;
  try {
    deleted = await ctx.db.delete(hotels).where(eq(hotels.id, id)).returning({ id: hotels.id });
  } catch (error) {
    if (pgErrorOf(error, PG_FOREIGN_KEY_VIOLATION)) throw locked(IN_USE);
    throw error;
  }
  if (!deleted.length) throw notFound(HOTEL_NOT_FOUND);
}
