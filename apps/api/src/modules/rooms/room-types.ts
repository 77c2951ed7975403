import { and, count, desc, eq, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import { ROOM_TYPE_NOT_FOUND } from "@app/contract/endpoints/rooms";
import type { RoomType, RoomTypeInput, RoomTypeListQuery, RoomTypePatch } from "@app/contract/schemas/rooms";
import type { AppContext } from "../../context.ts";
import { PG_FOREIGN_KEY_VIOLATION, pgErrorOf } from "../../db/errors.ts";
import { roomTypes } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { locked, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { uniqueAsFieldError } from "../../http/unique-fields.ts";

const DUPLICATE = "Bunday nomli xona turi allaqachon mavjud";
const IN_USE = "Bu xona turidagi xonalar bor, uni o'chirib bo'lmaydi";

type Row = typeof roomTypes.$inferSelect;

function toRoomType(row: Row): RoomType {
  return { id: row.id, name: row.name, status: row.status, created_at: formatWireDateTime(row.createdAt) };
}

/** The unique index on lower(name) decides duplicates, race-free. */
const UNIQUE_FIELDS = { room_types_name_unique: { field: "name", message: DUPLICATE } };

export async function listRoomTypes(ctx: AppContext, query: RoomTypeListQuery) {
  const where = and(
    searchCondition(query.search, [roomTypes.name]),
    query.name ? sql`lower(${roomTypes.name}) = lower(${query.name})` : undefined,
    query.status === undefined ? undefined : eq(roomTypes.status, query.status),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(roomTypes)
      .where(where)
      .orderBy(desc(roomTypes.createdAt), desc(roomTypes.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(roomTypes).where(where),
  ]);
  return { count: total, results: rows.map(toRoomType) };
}

export async function getRoomType(ctx: AppContext, id: string): Promise<RoomType> {
  const [row] = await ctx.db.select().from(roomTypes).where(eq(roomTypes.id, id));
  if (!row) throw notFound(ROOM_TYPE_NOT_FOUND);
  return toRoomType(row);
}

export async function createRoomType(ctx: AppContext, input: RoomTypeInput): Promise<RoomType> {
  const [row] = await uniqueAsFieldError(() => ctx.db.insert(roomTypes).values(input).returning(), UNIQUE_FIELDS);
  return toRoomType(row);
}

export async function updateRoomType(ctx: AppContext, id: string, input: RoomTypePatch): Promise<RoomType> {
  const [row] = await uniqueAsFieldError(
    () =>
      ctx.db
        .update(roomTypes)
        .set({ name: input.name, status: input.status, updatedAt: ctx.now() })
        .where(eq(roomTypes.id, id))
        .returning(),
    UNIQUE_FIELDS,
  );
  if (!row) throw notFound(ROOM_TYPE_NOT_FOUND);
  return toRoomType(row);
}

/** Rooms point at their type with a foreign key: the database's refusal is the 423. */
export async function deleteRoomType(ctx: AppContext, id: string): Promise<void> {
  let deleted: Array<{ id: string }>;
  try {
    deleted = await ctx.db.delete(roomTypes).where(eq(roomTypes.id, id)).returning({ id: roomTypes.id });
  } catch (error) {
    if (pgErrorOf(error, PG_FOREIGN_KEY_VIOLATION)) throw locked(IN_USE);
    throw error;
  }
  if (!deleted.length) throw notFound(ROOM_TYPE_NOT_FOUND);
}
