import { and, asc, count, eq } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import {
  PLACE_NOT_FOUND,
  type Place,
  type PlaceInput,
  type PlaceListQuery,
  type PlacePatch,
} from "@app/contract/schemas/transport-places";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { flights, places } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { badRequest, locked, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";

export type PlaceRow = typeof places.$inferSelect;

const HOTEL_PLACE = "Mehmonxona joyi mehmonxonaning o'zidan olinadi: uni mehmonxonalar sahifasida o'zgartiring";
const HAS_FLIGHTS = "Bu aeroportda reyslar bor, uni o'chirib bo'lmaydi";

function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    city: row.city,
    hotel: row.hotelId,
    created_at: formatWireDateTime(row.createdAt),
  };
}

export async function findPlace(db: Db | Tx, id: string): Promise<PlaceRow | undefined> {
  const [row] = await db.select().from(places).where(eq(places.id, id));
  return row;
}

export async function listPlaces(ctx: AppContext, query: PlaceListQuery) {
  const where = and(
    searchCondition(query.search, [places.name]),
    query.kind ? eq(places.kind, query.kind) : undefined,
    query.city ? eq(places.city, query.city) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(places)
      .where(where)
      .orderBy(asc(places.city), asc(places.name), asc(places.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(places).where(where),
  ]);
  return { count: total, results: rows.map(toPlace) };
}

export async function getPlace(ctx: AppContext, id: string): Promise<Place> {
  const row = await findPlace(ctx.db, id);
  if (!row) throw notFound(PLACE_NOT_FOUND);
  return toPlace(row);
}

export async function createPlace(ctx: AppContext, input: PlaceInput): Promise<Place> {
  const [row] = await ctx.db
    .insert(places)
    .values({ ...input, createdAt: ctx.now(), updatedAt: ctx.now() })
    .returning();
  return toPlace(row);
}

/** A hotel's place is the hotel's: it changes only with the hotel. */
async function handPlace(tx: Tx, id: string): Promise<PlaceRow> {
  const [row] = await tx.select().from(places).where(eq(places.id, id)).for("update");
  if (!row) throw notFound(PLACE_NOT_FOUND);
  if (row.hotelId) throw badRequest(HOTEL_PLACE);
  return row;
}

export async function updatePlace(ctx: AppContext, id: string, input: PlacePatch): Promise<Place> {
  return ctx.db.transaction(async (tx) => {
    await handPlace(tx, id);
    const [row] = await tx
      .update(places)
      .set({ ...input, updatedAt: ctx.now() })
      .where(eq(places.id, id))
      .returning();
    return toPlace(row);
  });
}

/** Trips that started or ended there keep the place's name as their text. */
export async function deletePlace(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await handPlace(tx, id);
    const [flight] = await tx.select({ id: flights.id }).from(flights).where(eq(flights.airportId, id)).limit(1);
    if (flight) throw locked(HAS_FLIGHTS);
    await tx.delete(places).where(eq(places.id, id));
  });
}
