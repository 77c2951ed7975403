import { and, asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addDays, formatWireDateTime, zonedDateTime } from "@app/contract/dates";
import {
  FLIGHT_NOT_FOUND,
  type Flight,
  type FlightInput,
  type FlightListQuery,
  type FlightPatch,
} from "@app/contract/schemas/flights";
import { PLACE_NOT_FOUND } from "@app/contract/schemas/transport-places";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { flightGroups, flights, guestGroups, places } from "../../db/schema/index.ts";
import { searchCondition } from "../../db/search.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";

const NOT_AN_AIRPORT = "Reys aeroport turidagi joydan bo'lishi kerak";
const GROUP_MISSING = "Guruh topilmadi";

type FlightRow = typeof flights.$inferSelect;

/** Flights with their airport's name and the groups on board, in the order of `rows`. */
async function withGroups(db: Db | Tx, rows: Array<{ flight: FlightRow; airportName: string }>): Promise<Flight[]> {
  const ids = rows.map((row) => row.flight.id);
  const links = ids.length
    ? await db
        .select({ flightId: flightGroups.flightId, groupId: guestGroups.id, name: guestGroups.name })
        .from(flightGroups)
        .innerJoin(guestGroups, eq(guestGroups.id, flightGroups.groupId))
        .where(inArray(flightGroups.flightId, ids))
        .orderBy(asc(guestGroups.name))
    : [];
  return rows.map(({ flight, airportName }) => {
    const groups = links.filter((link) => link.flightId === flight.id);
    return {
      id: flight.id,
      number: flight.number,
      airline: flight.airline,
      airport: flight.airportId,
      airport_name: airportName,
      direction: flight.direction,
      scheduled_at: formatWireDateTime(flight.scheduledAt),
      groups: groups.map((link) => link.groupId),
      group_names: groups.map((link) => link.name),
      created_at: formatWireDateTime(flight.createdAt),
    };
  });
}

const selectFlights = (db: Db | Tx) =>
  db.select({ flight: flights, airportName: places.name }).from(flights).innerJoin(places, eq(places.id, flights.airportId)).$dynamic();

export async function listFlights(ctx: AppContext, query: FlightListQuery) {
  const where = and(
    searchCondition(query.search, [flights.number, flights.airline]),
    query.direction ? eq(flights.direction, query.direction) : undefined,
    query.date ? gte(flights.scheduledAt, zonedDateTime(query.date, 0, 0)) : undefined,
    query.date ? lt(flights.scheduledAt, zonedDateTime(addDays(query.date, 1), 0, 0)) : undefined,
    query.group
      ? sql`exists (select 1 from ${flightGroups} where ${flightGroups.flightId} = ${flights.id} and ${flightGroups.groupId} = ${query.group})`
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectFlights(ctx.db)
      .where(where)
      .orderBy(asc(flights.scheduledAt), asc(flights.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(flights).where(where),
  ]);
  return { count: total, results: await withGroups(ctx.db, rows) };
}

async function loadFlight(db: Db | Tx, id: string): Promise<Flight> {
  const rows = await selectFlights(db).where(eq(flights.id, id));
  if (!rows.length) throw notFound(FLIGHT_NOT_FOUND);
  return (await withGroups(db, rows))[0];
}

export const getFlight = (ctx: AppContext, id: string) => loadFlight(ctx.db, id);

async function checkAirport(tx: Tx, id: string) {
  const [airport] = await tx.select({ kind: places.kind }).from(places).where(eq(places.id, id));
  if (!airport) throw invalid({ airport: [PLACE_NOT_FOUND] });
  if (airport.kind !== "airport") throw invalid({ airport: [NOT_AN_AIRPORT] });
}

async function linkGroups(tx: Tx, flightId: string, groups: readonly string[]) {
  const unique = [...new Set(groups)];
  if (unique.length) {
    const found = await tx.select({ id: guestGroups.id }).from(guestGroups).where(inArray(guestGroups.id, unique));
    if (found.length !== unique.length) throw invalid({ groups: [GROUP_MISSING] });
  }
  await tx.delete(flightGroups).where(eq(flightGroups.flightId, flightId));
  if (unique.length) await tx.insert(flightGroups).values(unique.map((groupId) => ({ flightId, groupId })));
}

export async function createFlight(ctx: AppContext, input: FlightInput): Promise<Flight> {
  return ctx.db.transaction(async (tx) => {
    await checkAirport(tx, input.airport);
    const [row] = await tx
      .insert(flights)
      .values({
        number: input.number.toUpperCase(),
        airline: input.airline,
        airportId: input.airport,
        direction: input.direction,
        scheduledAt: input.scheduled_at,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .returning({ id: flights.id });
    await linkGroups(tx, row.id, input.groups);
    return loadFlight(tx, row.id);
  });
}

export async function updateFlight(ctx: AppContext, id: string, input: FlightPatch): Promise<Flight> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: flights.id }).from(flights).where(eq(flights.id, id)).for("update");
    if (!current) throw notFound(FLIGHT_NOT_FOUND);
    if (input.airport) await checkAirport(tx, input.airport);
    await tx
      .update(flights)
      .set({
        number: input.number?.toUpperCase(),
        airline: input.airline,
        airportId: input.airport,
        direction: input.direction,
        scheduledAt: input.scheduled_at,
        updatedAt: ctx.now(),
      })
      .where(eq(flights.id, id));
    if (input.groups) await linkGroups(tx, id, input.groups);
    return loadFlight(tx, id);
  });
}

export async function deleteFlight(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(flights).where(eq(flights.id, id)).returning({ id: flights.id });
  if (!deleted.length) throw notFound(FLIGHT_NOT_FOUND);
}
