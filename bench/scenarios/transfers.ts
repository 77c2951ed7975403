import { eq, sql } from "drizzle-orm";
import { addDays, businessDateOf, formatIsoDate, zonedDateTime } from "@app/contract/dates";
import type { Db } from "../../apps/api/src/db/client.ts";
import { flightGroups, flights, guestGroups, hotelOrders, hotels, places, transfers, vehicles } from "../../apps/api/src/db/schema/index.ts";
import { api } from "../lib/api.ts";
import type { Scenario, TimedStep } from "../lib/scenario.ts";

/** The planned group's id, fixed so the request can name it before the seed runs (a v4 uuid). */
const GROUP_ID = "5b1f3c2e-8a4d-4e6f-9b7a-2c3d4e5f6a7b";
const PASSENGERS = 400;
const BUSES = 10;
const VANS = 20;
const BOARD_TRIPS = 300;
/** The group arrives a month ahead; the board's busy day is twenty days after that, clear of the group's legs. */
const ARRIVAL = addDays(businessDateOf(new Date()), 30);
const BOARD_DAY = addDays(ARRIVAL, 20);

/**
 * A group of 400 staying in Makkah then Madinah between an arrival at Jeddah and a departure from
 * Madinah, 10 buses of 45 seats (and the board's 20 vans of 12, also free on the group's days),
 * and 300 trips on one other day over those 30 vehicles, ten each, an hour apart.
 */
async function seedTransfers(db: Db) {
  const [makkah, madinah] = await db
    .insert(hotels)
    .values([
      { name: "Bench Makkah", address: "Makka", email: "makkah@bench.local", phoneNumber: "+966125000000", rating: "4.0", city: "Makkah" as const },
      { name: "Bench Madinah", address: "Madina", email: "madinah@bench.local", phoneNumber: "+966148000000", rating: "4.0", city: "Madinah" as const },
    ])
    .returning();
  await db.insert(guestGroups).values({ id: GROUP_ID, name: "Bench group", count: PASSENGERS });
  const stays: Array<[string, Date, Date]> = [
    [makkah.id, zonedDateTime(ARRIVAL, 14, 0), zonedDateTime(addDays(ARRIVAL, 7), 12, 0)],
    [madinah.id, zonedDateTime(addDays(ARRIVAL, 7), 18, 0), zonedDateTime(addDays(ARRIVAL, 12), 12, 0)],
  ];
  await db.insert(hotelOrders).values(
    stays.map(([hotelId, checkIn, checkOut], index) => ({
      orderId: `BENCH-${index}`,
      guestType: "group" as const,
      hotelId,
      guestGroupId: GROUP_ID,
      orderStatus: "Planned" as const,
      checkIn,
      checkOut,
      countOfPeople: PASSENGERS,
      hotelCost: "0",
      profit: "0",
    })),
  );
  const airports = await db.select().from(places).where(eq(places.kind, "airport"));
  const airport = (city: string) => airports.find((place) => place.city === city)!.id;
  const planned = await db
    .insert(flights)
    .values([
      { number: "HY101", airline: "Bench", airportId: airport("Jeddah"), direction: "arrival" as const, scheduledAt: zonedDateTime(ARRIVAL, 8, 0) },
      { number: "HY102", airline: "Bench", airportId: airport("Madinah"), direction: "departure" as const, scheduledAt: zonedDateTime(addDays(ARRIVAL, 12), 20, 0) },
    ])
    .returning();
  await db.insert(flightGroups).values(planned.map((flight) => ({ flightId: flight.id, groupId: GROUP_ID })));
  const vehicle = (name: string, seats: number) => ({ name, nameOfDriver: "Bench", address: "Makka", phoneNumber: "+966500000000", amountOfPeople: seats });
  const fleet = await db
    .insert(vehicles)
    .values([
      ...Array.from({ length: BUSES }, (_, index) => vehicle(`Bench bus ${index}`, 45)),
      ...Array.from({ length: VANS }, (_, index) => vehicle(`Bench van ${index}`, 12)),
    ])
    .returning();
  await db.insert(transfers).values(
    Array.from({ length: BOARD_TRIPS }, (_, index) => ({
      orderNumber: `B${String(index).padStart(7, "0")}`,
      vehicleId: fleet[index % fleet.length].id,
      performDate: zonedDateTime(BOARD_DAY, 6 + Math.floor(index / fleet.length), 0),
      durationMinutes: 50,
      fromLocation: "Jidda aeroporti",
      toLocation: "Makka",
      passengerCount: 4,
      serviceFee: "100",
      grossFee: "150",
    })),
  );
}

/** Planning the group of 400 over the free vehicles as a dry run: what the Rejalash button asks. */
export const transferPlanScenario: Scenario = {
  name: `Transfer plan, group of ${PASSENGERS}, ${BUSES} buses and ${VANS} vans free, dry run`,
  seed: seedTransfers,
  request: `/guests/groups/${GROUP_ID}/transfers/plan/`,
  body: { dry_run: true },
  plans: () => [],
  // A button pressed now and then, not a list paged through: half a second under load is the bar.
  targetP99Ms: 500,
};

/** The Dispetcher board of a day with 300 trips over 30 vehicles, kept while its inputs do not change: freshBoardStep times a derivation. */
export const dayBoardScenario: Scenario = {
  name: `Dispetcher day board, ${BOARD_TRIPS} trips over ${BUSES + VANS} vehicles, kept while its inputs do not change`,
  seed: async () => {},
  request: `/transports/day/?date=${formatIsoDate(BOARD_DAY)}`,
  plans: () => [],
  targetP99Ms: 100,
};

/** The first board after a trip changed is derived afresh: one trip touched, then the board asked once. */
export const freshBoardStep: TimedStep = {
  name: `Dispetcher day board right after a trip changed, derived afresh, once (${BOARD_TRIPS} trips)`,
  budgetMs: 100,
  prepare: async (app) => {
    await app.db.execute(sql`update transport_orders set updated_at = now() where id = (select id from transport_orders order by perform_date limit 1)`);
    return async () => {
      await api(app, "GET", dayBoardScenario.request);
    };
  },
};
