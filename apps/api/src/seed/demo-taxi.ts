import { asc, eq } from "drizzle-orm";
import { addDays, businessDateOf, formatIsoDate, zonedDateTime } from "@app/contract/dates";
import { dec } from "@app/contract/decimal";
import type { TransferStatus } from "@app/contract/schemas/taxi";
import type { AppContext } from "../context.ts";
import { drivers, flightGroups, flights, guestGroups, places, transfers, vehicles } from "../db/schema/index.ts";

export const DEMO_ORDER_COUNT = 150;

/** Each vehicle with its plate and its default driver's name and phone (the driver's card holds them too). */
const VEHICLES = [
  { name: "Toyota Hiace", plateNumber: "1234 MKA", nameOfDriver: "Abdulloh Rahimov", address: "Makka, Aziziya", phoneNumber: "+966501234567", amountOfPeople: 12 },
  { name: "Hyundai H-1 Starex", plateNumber: "5821 JDA", nameOfDriver: "Muhammad Al-Harbi", address: "Jidda, Al-Hamra", phoneNumber: "+966552345678", amountOfPeople: 9 },
  { name: "Toyota Coaster", plateNumber: "7710 MKA", nameOfDriver: "Bilol Usmonov", address: "Makka, Misfala", phoneNumber: "+966533456789", amountOfPeople: 28 },
  { name: "Mercedes-Benz Sprinter", plateNumber: "3305 MDN", nameOfDriver: "Yusuf Qodirov", address: "Madina, Markaziya", phoneNumber: "+966544567890", amountOfPeople: 18 },
  { name: "GMC Yukon", plateNumber: "9042 JDA", nameOfDriver: "Khalid Al-Otaibi", address: "Jidda, Corniche", phoneNumber: "+966565678901", amountOfPeople: 7 },
  { name: "Toyota Camry", plateNumber: "6218 MKA", nameOfDriver: "Sardor Aliyev", address: "Makka, Shisha", phoneNumber: "+966576789012", amountOfPeople: 4 },
  { name: "Hyundai Staria", plateNumber: "4477 MDN", nameOfDriver: "Anvar To‘xtayev", address: "Madina, Quba", phoneNumber: "+966587890123", amountOfPeople: 11 },
  { name: "Kia Carnival", plateNumber: "2590 MKA", nameOfDriver: "Omar Al-Zahrani", address: "Makka, Kudai", phoneNumber: "+966598901234", amountOfPeople: 7 },
];
/** The last vehicle is in the workshop: it keeps its history but takes no new trips. */
const INACTIVE = VEHICLES.length - 1;

/** Trips pilgrims take: airport transfers, hotel changes between the holy cities, ziyarat. */
const ROUTES: Array<[string, string | null, number]> = [
  ["Jidda aeroporti", "Makka, Hilton", 350],
  ["Jidda aeroporti", "Makka, Swissotel Al Maqam", 350],
  ["Makka, Hilton", "Jidda aeroporti", 350],
  ["Madina aeroporti", "Madina, Pullman Zamzam", 150],
  ["Madina, Pullman Zamzam", "Madina aeroporti", 150],
  ["Makka, Swissotel Al Maqam", "Madina, Pullman Zamzam", 900],
  ["Madina, Pullman Zamzam", "Makka, Hilton", 900],
  ["Madina, Pullman Zamzam", "Madina, Quba masjidi", 120],
  ["Madina, Quba masjidi", "Madina, Uhud tog'i", 120],
  ["Makka, Hilton", "Makka, Jabal Nur (Hiro g'ori)", 160],
  ["Makka, Aziziya", "Makka, Arafat", 200],
  ["Makka, Arafat", "Muzdalifa", 180],
  ["Mino", "Makka, Aziziya", 150],
  ["Jidda, Corniche", "Jidda aeroporti", 140],
  ["Makka, Hilton", null, 250],
];

/** Flights the first demo groups come and go on: in by Jeddah, out by Madinah ten days later. */
const AIRLINES = [
  ["Uzbekistan Airways", "HY"],
  ["Saudia", "SV"],
  ["flynas", "XY"],
] as const;
const FLIGHT_GROUPS = 6;

/** A small seeded generator (mulberry32): the same demo data on every fresh database. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HOUR_MS = 3_600_000;

/**
 * 8 vehicles, each with its default driver, and 150 orders from six weeks back to two weeks ahead. Each vehicle's trips are at
 * least three hours apart, so the clash rule holds; past trips are completed or canceled, coming
 * ones created or canceled.
 */
export async function seedDemoTaxi(ctx: AppContext, db: AppContext["db"]) {
  const now = ctx.now();
  const next = random(2025);
  const licenseExpiry = formatIsoDate(addDays(businessDateOf(now), 730));
  const team = await db
    .insert(drivers)
    .values(
      VEHICLES.map((vehicle, index) => ({
        fullName: vehicle.nameOfDriver,
        phone: vehicle.phoneNumber,
        licenseNumber: `KSA-${4_100_200 + index * 37}`,
        licenseExpiry,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: drivers.id });
  const fleet = await db
    .insert(vehicles)
    .values(VEHICLES.map((vehicle, index) => ({ ...vehicle, driverId: team[index].id, status: index !== INACTIVE })))
    .returning();

  const start = zonedDateTime(addDays(businessDateOf(now), -42), 6, 0).getTime();
  const clocks = fleet.map((_, index) => start + index * 2 * HOUR_MS);
  const orders = Array.from({ length: DEMO_ORDER_COUNT }, (_, index) => {
    // The workshop vehicle only has history: its share goes to the others once it stops.
    const slot = index % fleet.length === INACTIVE && index > DEMO_ORDER_COUNT / 3 ? index % INACTIVE : index % fleet.length;
    const vehicle = fleet[slot];
    const performDate = new Date(clocks[slot]);
    clocks[slot] += (3 + Math.floor(next() * 120)) * HOUR_MS + Math.floor(next() * 4) * 15 * 60_000;
    const [fromLocation, toLocation, price] = ROUTES[Math.floor(next() * ROUTES.length)];
    const serviceFee = dec(price + Math.floor(next() * 8) * 10);
    const markup = dec(12 + Math.floor(next() * 5)).div(10);
    const past = performDate.getTime() < now.getTime();
    const roll = next();
    const status: TransferStatus = past ? (roll < 0.85 ? "completed" : "canceled") : roll < 0.9 ? "created" : "canceled";
    const booked = Math.min(now.getTime() - Math.floor(next() * 72) * HOUR_MS, performDate.getTime() - (1 + Math.floor(next() * 96)) * HOUR_MS);
    const createdAt = new Date(booked);
    return {
      // index × a number coprime to 90 000 000: eight digits, distinct for every index.
      orderNumber: String(10_000_000 + ((index * 7_919_993) % 90_000_000)),
      vehicleId: vehicle.id,
      driverId: vehicle.driverId,
      performDate,
      fromLocation,
      toLocation,
      status,
      passengerCount: 1 + Math.floor(next() * vehicle.amountOfPeople),
      serviceFee: serviceFee.toFixed(2),
      grossFee: serviceFee.mul(markup).toFixed(2),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(transfers).values(orders);
  await seedDemoFlights(now, db);
}

/**
 * The first demo groups on their flights in the coming weeks, two groups sharing each third
 * flight, so the Reyslar page and a group's plan have something to work from.
 */
async function seedDemoFlights(now: Date, db: AppContext["db"]) {
  const groups = await db.select({ id: guestGroups.id }).from(guestGroups).orderBy(asc(guestGroups.createdAt), asc(guestGroups.id)).limit(FLIGHT_GROUPS);
  const airports = await db.select({ id: places.id, city: places.city }).from(places).where(eq(places.kind, "airport"));
  const jeddah = airports.find((airport) => airport.city === "Jeddah");
  const madinah = airports.find((airport) => airport.city === "Madinah");
  if (!groups.length || !jeddah || !madinah) return;
  const today = businessDateOf(now);
  const legs = groups.flatMap((group, index) => {
    // Every third group shares the flights of the one before it.
    const slot = index % 3 === 2 ? index - 1 : index;
    const [airline, code] = AIRLINES[slot % AIRLINES.length];
    const arrival = addDays(today, 2 + slot * 3);
    return [
      { group: group.id, flight: { number: `${code}${601 + slot * 2}`, airline, airportId: jeddah.id, direction: "arrival" as const, scheduledAt: zonedDateTime(arrival, 10 + (slot % 4), 30) } },
      { group: group.id, flight: { number: `${code}${602 + slot * 2}`, airline, airportId: madinah.id, direction: "departure" as const, scheduledAt: zonedDateTime(addDays(arrival, 10), 18, 0) } },
    ];
  });
  const unique = [...new Map(legs.map((leg) => [leg.flight.number, leg.flight])).values()];
  const rows = await db
    .insert(flights)
    .values(unique.map((flight) => ({ ...flight, createdAt: now, updatedAt: now })))
    .returning({ id: flights.id, number: flights.number });
  const ids = new Map(rows.map((row) => [row.number, row.id]));
  await db.insert(flightGroups).values(legs.map((leg) => ({ flightId: ids.get(leg.flight.number)!, groupId: leg.group })));
}
