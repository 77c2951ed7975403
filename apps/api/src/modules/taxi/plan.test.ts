import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestGroups, hotelOrders, transfers } from "../../db/schema/index.ts";
import { TEST_DB, createTestApp, type TestApp } from "../../test/harness.ts";
import { at, createGuestGroup, createHotel } from "../hotels/test-fixtures.ts";
import { START, createDriver, createOrder, createVehicle } from "./testing.ts";

type Headers = { authorization: string };

let t: TestApp;
let dispatcher: Headers;
let hotelStaff: Headers;
let jed: { id: string; name: string };
let med: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp({ start: START });
  dispatcher = (await t.userWithRole("transportation")).headers;
  hotelStaff = (await t.userWithRole("hotel")).headers;
  const airports = (await t.app.inject({ url: "/api/v1/transports/places/?kind=airport", headers: dispatcher })).json().results;
  jed = airports.find((place: { city: string }) => place.city === "Jeddah");
  med = airports.find((place: { city: string }) => place.city === "Madinah");
});
afterAll(() => t.close());

const plan = (group: string, dryRun: boolean) =>
  t.app.inject({ method: "POST", url: `/api/v1/guests/groups/${group}/transfers/plan/`, headers: dispatcher, payload: { dry_run: dryRun } });

async function flight(number: string, direction: "arrival" | "departure", airport: string, scheduledAt: string, groups: string[]) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/flights/",
    headers: dispatcher,
    payload: { number, airline: "Uzbekistan Airways", airport, direction, scheduled_at: scheduledAt, groups },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A stay of the group at the hotel, written straight to the table: planning reads only its dates. */
async function stay(group: string, hotel: string, checkIn: string, checkOut: string) {
  await t.ctx.db.insert(hotelOrders).values({
    orderId: `T-${Math.random().toString(36).slice(2, 10)}`,
    guestType: "group",
    hotelId: hotel,
    guestGroupId: group,
    orderStatus: "Planned",
    checkIn: at(checkIn),
    checkOut: at(checkOut),
    countOfPeople: 1,
    hotelCost: "0",
    profit: "0",
  });
}

describe("hotels are places of their city", () => {
  it("follows a hotel's name and city, and refuses to edit a hotel's place by hand", async () => {
    const hotel = await createHotel(t, hotelStaff, { city: "Makkah" });
    const find = async () =>
      (await t.app.inject({ url: `/api/v1/transports/places/?kind=hotel&search=${encodeURIComponent(String(hotel.name))}`, headers: dispatcher })).json().results;
    expect(await find()).toEqual([expect.objectContaining({ name: hotel.name, kind: "hotel", city: "Makkah", hotel: hotel.id })]);
    await t.app.inject({ method: "PATCH", url: `/api/v1/hotels/update/${hotel.id}/`, headers: hotelStaff, payload: { city: "Madinah" } });
    const [place] = await find();
    expect(place.city).toBe("Madinah");
    const edit = await t.app.inject({ method: "PATCH", url: `/api/v1/transports/places/${place.id}/`, headers: dispatcher, payload: { name: "X" } });
    expect(edit.statusCode).toBe(400);
  });
});

describe("planning a group's transfers", () => {
  it.runIf(TEST_DB === "postgres")("answers a dry run while a save of the same group holds the group", async () => {
    const group = await createGuestGroup(t, "Qulf guruhi", 4);
    const hotel = await createHotel(t, hotelStaff, { city: "Makkah" });
    await stay(group, hotel.id, "2025-08-01 14:00", "2025-08-05 12:00");
    await flight("HY301", "arrival", jed.id, "01.08.2025 08:00", [group]);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const saving = t.ctx.db.transaction(async (tx) => {
      await tx.select({ id: guestGroups.id }).from(guestGroups).where(eq(guestGroups.id, group)).for("update");
      locked();
      await released;
    });
    await isLocked;
    const waited = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 3000));
    const answer = await Promise.race([plan(group, true).then((response) => response.statusCode), waited]);
    release();
    await saving;
    expect(answer).toBe(200);
  });

  it("plans arrival, a move across cities and departure, split over the fewest free vehicles, without duplicates", async () => {
    const group = await createGuestGroup(t, "Toshkent Umra guruhi №7", 40);
    const makkah = await createHotel(t, hotelStaff, { city: "Makkah" });
    const makkah2 = await createHotel(t, hotelStaff, { city: "Makkah" });
    const madinah = await createHotel(t, hotelStaff, { city: "Madinah" });
    await stay(group, makkah.id, "2025-07-01 14:00", "2025-07-05 12:00");
    await stay(group, makkah2.id, "2025-07-05 12:00", "2025-07-08 12:00");
    await stay(group, madinah.id, "2025-07-08 18:00", "2025-07-12 12:00");
    const arrival = await flight("hy 101", "arrival", jed.id, "01.07.2025 08:00", [group]);
    await flight("HY102", "departure", med.id, "12.07.2025 20:00", [group]);

    const ali = await createDriver(t, dispatcher, { full_name: "Ali Valiyev" });
    const big = await createVehicle(t, dispatcher, { name: "Plan Bus", amount_of_people: 30, driver: ali.id });
    const small = await createVehicle(t, dispatcher, { name: "Plan Coaster", amount_of_people: 12 });
    const busyDriver = await createDriver(t, dispatcher);
    const blocked = await createVehicle(t, dispatcher, { name: "Plan Sprinter", amount_of_people: 50, driver: busyDriver.id });
    // The biggest vehicle is out on another job over the arrival pickup.
    await createOrder(t, dispatcher, blocked.id, "01.07.2025 08:30", { duration_minutes: 120, passenger_count: 2 });

    const dry = await plan(group, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = dry.json();
    const arrivalTrips = preview.transfers.filter((trip: { leg: string }) => trip.leg === "arrival");
    expect(arrivalTrips.map((trip: { transport: string; passenger_count: number }) => [trip.transport, trip.passenger_count])).toEqual([
      [big.id, 30],
      [small.id, 10],
    ]);
    expect(arrivalTrips[0]).toMatchObject({
      id: null,
      perform_date: "01.07.2025 09:00",
      duration_minutes: 90,
      from_place: jed.id,
      from_location: jed.name,
      to_location: makkah.name,
      driver: ali.id,
      name_of_driver: "Ali Valiyev",
      flight: arrival.id,
      flight_number: "HY 101",
    });
    const move = preview.transfers.filter((trip: { leg: string }) => trip.leg === "move");
    expect(move.map((trip: { from_location: string; to_location: string; perform_date: string; duration_minutes: number; transport: string }) =>
      [trip.from_location, trip.to_location, trip.perform_date, trip.duration_minutes, trip.transport])).toEqual([
      [makkah2.name, madinah.name, "08.07.2025 12:00", 300, blocked.id],
    ]);
    const departure = preview.transfers.filter((trip: { leg: string }) => trip.leg === "departure");
    expect(departure).toEqual([expect.objectContaining({ perform_date: "12.07.2025 15:00", duration_minutes: 60, to_place: med.id, passenger_count: 40 })]);
    expect(preview.unassigned_passengers).toBe(0);
    expect(await t.ctx.db.select().from(transfers).where(eq(transfers.groupId, group))).toHaveLength(0);

    const saved = await plan(group, false);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().transfers).toHaveLength(4);
    expect(saved.json().transfers.every((trip: { id: string | null; order_number: string | null }) => trip.id && trip.order_number)).toBe(true);
    const stored = await t.ctx.db.select().from(transfers).where(eq(transfers.groupId, group));
    expect(stored).toHaveLength(4);

    const again = await plan(group, false);
    expect(again.json()).toEqual({ transfers: [], unassigned_passengers: 0 });
    expect(await t.ctx.db.select().from(transfers).where(eq(transfers.groupId, group))).toHaveLength(4);

    const list = (await t.app.inject({ url: `/api/v1/transports/orders/?group=${group}`, headers: dispatcher })).json();
    expect(list.count).toBe(4);
    expect(list.results[0]).toMatchObject({ group, group_name: "Toshkent Umra guruhi №7" });
  });

  it("reports passengers no free vehicle could take, and plans only them next time", async () => {
    const group = await createGuestGroup(t, "Samarqand guruhi", 400);
    const hotel = await createHotel(t, hotelStaff, { city: "Makkah" });
    await stay(group, hotel.id, "2025-08-01 14:00", "2025-08-09 12:00");
    await flight("HY201", "arrival", jed.id, "01.08.2025 03:00", [group]);

    const first = (await plan(group, false)).json();
    const seated = first.transfers.reduce((sum: number, trip: { passenger_count: number }) => sum + trip.passenger_count, 0);
    expect(seated + first.unassigned_passengers).toBe(400);
    expect(first.unassigned_passengers).toBeGreaterThan(0);

    await createVehicle(t, dispatcher, { name: "Extra bus", amount_of_people: 100 });
    const second = (await plan(group, true)).json();
    expect(second.transfers.reduce((sum: number, trip: { passenger_count: number }) => sum + trip.passenger_count, 0)).toBe(
      Math.min(100, first.unassigned_passengers),
    );
  });

  it("says clearly when the group has no flights or no stays", async () => {
    const group = await createGuestGroup(t, "Reyssiz guruh", 10);
    const none = await plan(group, true);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toContain("reyslari yo'q");
    await flight("HY301", "arrival", jed.id, "01.09.2025 08:00", [group]);
    const noStays = await plan(group, true);
    expect(noStays.statusCode).toBe(400);
    expect(noStays.json().detail).toContain("mehmonxona");
    expect((await t.app.inject({ method: "POST", url: "/api/v1/guests/groups/00000000-0000-4000-8000-000000000000/transfers/plan/", headers: dispatcher, payload: {} })).statusCode).toBe(404);
  });
});

describe("the drivers' day sheet", () => {
  it("lists each driver's trips in time order with group, leader's phone and flight, as JSON and xlsx", async () => {
    const group = await createGuestGroup(t, "Buxoro guruhi", 8);
    await t.ctx.db.update(guestGroups).set({ leaderPhone: "+998901234567" }).where(eq(guestGroups.id, group));
    const hy = await flight("HY401", "arrival", jed.id, "10.09.2025 06:00", [group]);
    const driver = await createDriver(t, dispatcher, { full_name: "Sheet Driver" });
    const van = await createVehicle(t, dispatcher, { name: "Sheet Van", plate_number: "AB 1234", driver: driver.id });
    const late = await createOrder(t, dispatcher, van.id, "10.09.2025 15:00");
    const early = await createOrder(t, dispatcher, van.id, "10.09.2025 07:00", { group, flight: hy.id, passenger_count: 8 });

    const sheet = (await t.app.inject({ url: "/api/v1/transports/sheet/?date=2025-09-10", headers: dispatcher })).json();
    expect(sheet.date).toBe("10.09.2025");
    const mine = sheet.drivers.find((entry: { driver: string }) => entry.driver === driver.id);
    expect(mine).toMatchObject({ driver_name: "Sheet Driver", phone: driver.phone });
    expect(mine.transfers.map((trip: { id: string }) => trip.id)).toEqual([early.id, late.id]);
    expect(mine.transfers[0]).toMatchObject({ group_name: "Buxoro guruhi", passengers: 8, leader_phone: "+998901234567", flight_number: "HY401", plate_number: "AB 1234" });

    const file = await t.app.inject({ url: "/api/v1/transports/sheet/?date=10.09.2025&format=xlsx", headers: dispatcher });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const page = workbook.worksheets.find((worksheet) => worksheet.name.endsWith("Sheet Driver"))!;
    const values = page.getSheetValues().flat().map(String);
    expect(values).toContain("Sheet Driver");
    expect(values).toContain("Buxoro guruhi");
    expect(values).toContain("+998901234567");
    expect(values).toContain("HY401");
  });
});
