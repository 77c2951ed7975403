/**
 * Transfer figures, measured against the real API on the bench database (PGlite, or
 * DATABASE_URL): planning a group of 400 over 10 vehicles (dry run and save), and the
 * dispatcher's day board with 300 trips on the day.
 *
 *   node --import tsx bench/transfers.ts
 */
import { addDays, businessDateOf, formatIsoDate, formatWireDateTime, zonedDateTime } from "@app/contract/dates";
import { API_BASE } from "@app/contract/routes";
import { flightGroups, flights, guestGroups, hotelOrders, hotels, places, transfers, vehicles } from "../apps/api/src/db/schema/index.ts";
import { startApp } from "./lib/app.ts";
import { openBenchDatabase } from "./lib/database.ts";

const RUNS = 30;

async function timed(runs: number, request: () => Promise<Response>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${runs} runs`;
}

const bench = await openBenchDatabase();
const running = await startApp(bench.database);
const { ctx, origin, authorization } = running;
const db = ctx.db;
const headers = { authorization, "content-type": "application/json" };
try {
  const day = addDays(businessDateOf(new Date()), 30);
  const tag = Math.random().toString(36).slice(2, 8);
  const [makkah, madinah] = await db
    .insert(hotels)
    .values([
      { name: `Bench Makkah ${tag}`, address: "Makka", email: `m-${tag}@bench.local`, phoneNumber: "+966125000000", rating: "4.0", city: "Makkah" },
      { name: `Bench Madinah ${tag}`, address: "Madina", email: `d-${tag}@bench.local`, phoneNumber: "+966148000000", rating: "4.0", city: "Madinah" },
    ])
    .returning();
  const [group] = await db.insert(guestGroups).values({ name: `Bench group ${tag}`, count: 400 }).returning();
  await db.insert(hotelOrders).values(
    [
      [makkah.id, zonedDateTime(day, 14, 0), zonedDateTime(addDays(day, 7), 12, 0)],
      [madinah.id, zonedDateTime(addDays(day, 7), 18, 0), zonedDateTime(addDays(day, 12), 12, 0)],
    ].map(([hotelId, checkIn, checkOut], index) => ({
      orderId: `B-${tag}-${index}`,
      guestType: "group" as const,
      hotelId: hotelId as string,
      guestGroupId: group.id,
      orderStatus: "Planned" as const,
      checkIn: checkIn as Date,
      checkOut: checkOut as Date,
      countOfPeople: 400,
      hotelCost: "0",
      profit: "0",
    })),
  );
  const airports = await db.select().from(places);
  const jed = airports.find((place) => place.kind === "airport" && place.city === "Jeddah")!;
  const med = airports.find((place) => place.kind === "airport" && place.city === "Madinah")!;
  const planned = await db
    .insert(flights)
    .values([
      { number: "HY101", airline: "Bench", airportId: jed.id, direction: "arrival" as const, scheduledAt: zonedDateTime(day, 8, 0) },
      { number: "HY102", airline: "Bench", airportId: med.id, direction: "departure" as const, scheduledAt: zonedDateTime(addDays(day, 12), 20, 0) },
    ])
    .returning();
  await db.insert(flightGroups).values(planned.map((flight) => ({ flightId: flight.id, groupId: group.id })));
  const fleet = await db
    .insert(vehicles)
    .values(Array.from({ length: 10 }, (_, index) => ({ name: `Bench bus ${tag} ${index}`, nameOfDriver: "Bench", address: "Makka", phoneNumber: "+966500000000", amountOfPeople: 45 })))
    .returning();

  const planUrl = `${origin}${API_BASE}/guests/groups/${group.id}/transfers/plan/`;
  const plan = (dryRun: boolean) => fetch(planUrl, { method: "POST", headers, body: JSON.stringify({ dry_run: dryRun }) });
  console.log(`plan, group of 400, 10 vehicles, dry run: ${await timed(RUNS, () => plan(true))}`);
  console.log(`plan, group of 400, 10 vehicles, save:    ${await timed(1, () => plan(false))}`);

  // 300 trips on one day over 30 vehicles, ten each, an hour apart.
  const board = addDays(day, 20);
  const more = await db
    .insert(vehicles)
    .values(Array.from({ length: 20 }, (_, index) => ({ name: `Bench van ${tag} ${index}`, nameOfDriver: "Bench", address: "Makka", phoneNumber: "+966500000000", amountOfPeople: 12 })))
    .returning();
  const all = [...fleet, ...more];
  await db.insert(transfers).values(
    Array.from({ length: 300 }, (_, index) => ({
      orderNumber: `B${tag}${String(index).padStart(4, "0")}`,
      vehicleId: all[index % all.length].id,
      performDate: zonedDateTime(board, 6 + Math.floor(index / all.length), 0),
      durationMinutes: 50,
      fromLocation: "Jidda aeroporti",
      toLocation: "Makka",
      passengerCount: 4,
      serviceFee: "100",
      grossFee: "150",
    })),
  );
  const dayUrl = `${origin}${API_BASE}/transports/day/?date=${formatIsoDate(board)}`;
  console.log(`day board with 300 trips (${formatWireDateTime(zonedDateTime(board, 0, 0)).slice(0, 10)}): ${await timed(RUNS, () => fetch(dayUrl, { headers }))}`);
} finally {
  await running.app.close();
  await bench.dispose();
}
