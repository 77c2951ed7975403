import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Pilgrim } from "@app/contract/schemas/pilgrims";
import type { Rooming } from "@app/contract/schemas/rooming";
import { roomAssignments } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { unwatchedTables } from "../../test/tables-read.ts";
import { addPilgrim, createGroup, pilgrimUrl } from "../guest-groups/testing.ts";
import { type Headers, at, book, createHotel, createRoomType, createRooms, groupOrder, hotelWithRooms } from "../hotels/test-fixtures.ts";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

const url = (order: string, tail = "") => `/api/v1/orders/hotel_order/${order}/rooming/${tail}`;
const getRooming = (order: string, headers = admin) => t.app.inject({ method: "GET", url: url(order), headers });
const auto = (order: string, headers = admin) => t.app.inject({ method: "POST", url: url(order, "auto/"), headers });
const put = (order: string, assignments: Array<{ pilgrim: string; room: string }>, headers = admin) =>
  t.app.inject({ method: "PUT", url: url(order), headers, payload: { assignments } });

type Person = { name: string; gender: 1 | 2; family?: string };

/** A group with these pilgrims, booked into rooms of these capacities (every bed booked) for the stay. */
async function stay(people: Person[], capacities: number[], dates: [string, string] = ["2025-11-01 14:00", "2025-11-05 12:00"], hotelId?: string) {
  const group = await createGroup(t, admin);
  const pilgrims: Pilgrim[] = [];
  for (const person of people) {
    pilgrims.push(await addPilgrim(t, admin, group.id, { full_name: person.name, gender: person.gender, family: person.family ?? null }));
  }
  const hotel = hotelId ?? (await createHotel(t, admin)).id;
  const type = await createRoomType(t, admin);
  const rooms = [];
  for (const [index, capacity] of capacities.entries()) {
    rooms.push(...(await createRooms(t, admin, { hotel, room_type: type.id, floor: index + 1, count: 1, capacity })));
  }
  const beds = capacities.reduce((sum, capacity) => sum + capacity, 0);
  const response = await book(t, admin, groupOrder(hotel, rooms.map((room) => room.id), group.id, ...dates, beds));
  expect(response.statusCode, response.body).toBe(201);
  const byName = (name: string) => pilgrims.find((pilgrim) => pilgrim.full_name === name)!.id;
  return { order: response.json().id as string, group, hotel, rooms, pilgrims, byName };
}

const roomOf = (rooming: Rooming, pilgrim: string) => rooming.rooms.find((room) => room.pilgrims.some((p) => p.id === pilgrim))?.room;

describe("reading a stay's rooming", () => {
  it("lists the rooms with the beds the stay booked and every pilgrim unassigned at first", async () => {
    const { order, rooms, pilgrims } = await stay([{ name: "Aliyev Vali", gender: 1 }], [2, 3]);
    const response = await getRooming(order);
    expect(response.statusCode, response.body).toBe(200);
    const rooming: Rooming = response.json();
    expect(rooming.rooms.map((room) => [room.room, room.capacity, room.pilgrims])).toEqual([
      [rooms[0].id, 2, []],
      [rooms[1].id, 3, []],
    ]);
    expect(rooming.unassigned).toEqual([
      { id: pilgrims[0].id, full_name: "Aliyev Vali", gender: 1, family: null, passport_number: pilgrims[0].passport_number },
    ]);
  });

  it("counts as capacity only the beds this stay booked, not the room's", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 4 });
    const group = await createGroup(t, admin);
    const response = await book(t, admin, groupOrder(hotel.id, [rooms[0].id], group.id, "2025-11-01 14:00", "2025-11-03 12:00", 2));
    const rooming: Rooming = (await getRooming(response.json().id)).json();
    expect(rooming.rooms[0].capacity).toBe(2);
  });
});

describe("the rooming kept between changes", () => {
  it("is read again after a write to any table it reads: a pilgrim renamed, a stay's assignments changed, a room type renamed", async () => {
    const { order, rooms, pilgrims } = await stay([{ name: "Qodirov Anvar", gender: 1 }], [2]);
    const { read, unwatched } = await unwatchedTables(t, "rooming_inputs", () => getRooming(order));
    expect(read).toEqual(expect.arrayContaining(["hotel_order_rooms", "hotel_orders", "pilgrims", "room_assignments", "rooms"]));
    expect(unwatched).toEqual([]);

    const shown = async () => (await getRooming(order)).json<Rooming>();
    expect((await shown()).unassigned.map((pilgrim) => pilgrim.full_name)).toEqual(["Qodirov Anvar"]);
    const renamed = await t.app.inject({ method: "PATCH", url: pilgrimUrl(pilgrims[0].id), headers: admin, payload: { full_name: "Qodirov Anvarbek" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await shown()).unassigned.map((pilgrim) => pilgrim.full_name)).toEqual(["Qodirov Anvarbek"]);
    expect((await put(order, [{ pilgrim: pilgrims[0].id, room: rooms[0].id }])).statusCode).toBe(200);
    expect((await shown()).rooms[0].pilgrims.map((pilgrim) => pilgrim.id)).toEqual([pilgrims[0].id]);
    const retyped = await t.app.inject({ method: "PATCH", url: `/api/v1/rooms/room_type/update/${String(rooms[0].room_type)}/`, headers: admin, payload: { name: "Lyuks 707" } });
    expect(retyped.statusCode, retyped.body).toBe(200);
    expect((await shown()).rooms[0].room_type).toBe(retyped.json().name);
  });
});

describe("auto-assignment", () => {
  it("keeps a family in one room, the rest apart by gender, and says who did not fit", async () => {
    const { order, rooms, byName } = await stay(
      [
        { name: "Karimov Aziz", gender: 1, family: "K1" },
        { name: "Karimova Dilnoza", gender: 2, family: "K1" },
        { name: "Rahimov Bobur", gender: 1 },
        { name: "Rahimov Sardor", gender: 1 },
        { name: "Usmonova Zuhra", gender: 2 },
        { name: "Usmonova Laylo", gender: 2 },
      ],
      [2, 2, 1],
    );
    const response = await auto(order);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    const family = roomOf(result, byName("Karimov Aziz"));
    expect(roomOf(result, byName("Karimova Dilnoza"))).toBe(family);
    expect(roomOf(result, byName("Rahimov Bobur"))).toBe(roomOf(result, byName("Rahimov Sardor")));
    expect(result.unplaced).toHaveLength(1);
    expect(result.unplaced[0]).toMatchObject({ reason: "no_free_beds", message: "Xonalarda bo'sh joy qolmadi" });
    expect(result.unassigned.map((p: { id: string }) => p.id)).toEqual([result.unplaced[0].pilgrim]);
    expect(rooms.map((room) => room.id)).toContain(family);
    // The answer is what is stored.
    const stored: Rooming = (await getRooming(order)).json();
    expect(stored.rooms).toEqual(result.rooms);
  });

  it("keeps the assignments made by hand", async () => {
    const { order, rooms, byName } = await stay([{ name: "A Man", gender: 1 }, { name: "B Man", gender: 1 }], [2, 2]);
    expect((await put(order, [{ pilgrim: byName("A Man"), room: rooms[1].id }])).statusCode).toBe(200);
    const result = (await auto(order)).json();
    expect(roomOf(result, byName("A Man"))).toBe(rooms[1].id);
    expect(roomOf(result, byName("B Man"))).toBe(rooms[1].id);
  });
});

describe("assigning by hand", () => {
  it("replaces the stay's assignments with the ones sent", async () => {
    const { order, rooms, byName } = await stay([{ name: "A Man", gender: 1 }, { name: "B Man", gender: 1 }], [2, 2]);
    await put(order, [{ pilgrim: byName("A Man"), room: rooms[0].id }, { pilgrim: byName("B Man"), room: rooms[0].id }]);
    const response = await put(order, [{ pilgrim: byName("B Man"), room: rooms[1].id }]);
    expect(response.statusCode, response.body).toBe(200);
    const rooming: Rooming = response.json();
    expect(roomOf(rooming, byName("B Man"))).toBe(rooms[1].id);
    expect(rooming.unassigned.map((p) => p.full_name)).toEqual(["A Man"]);
  });

  it("refuses more pilgrims than the booked beds, naming the room and them", async () => {
    const { order, rooms, byName } = await stay([{ name: "A Man", gender: 1 }, { name: "B Man", gender: 1 }], [1]);
    const response = await put(order, [{ pilgrim: byName("A Man"), room: rooms[0].id }, { pilgrim: byName("B Man"), room: rooms[0].id }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`${rooms[0].room_number}-xonada 1 ta joy band qilingan, 2 ziyoratchi sig'maydi: A Man, B Man`);
    expect(response.json().breaches).toEqual([
      { room: rooms[0].id, room_number: rooms[0].room_number, pilgrims: [byName("A Man"), byName("B Man")], rule: "capacity" },
    ]);
    expect((await getRooming(order)).json().unassigned).toHaveLength(2);
  });

  it("refuses men and women together unless they are one family", async () => {
    const { order, rooms, byName } = await stay(
      [
        { name: "A Man", gender: 1, family: "F" },
        { name: "B Woman", gender: 2, family: "F" },
        { name: "C Woman", gender: 2 },
      ],
      [3],
    );
    const family = await put(order, [{ pilgrim: byName("A Man"), room: rooms[0].id }, { pilgrim: byName("B Woman"), room: rooms[0].id }]);
    expect(family.statusCode, family.body).toBe(200);
    const mixed = await put(order, [
      { pilgrim: byName("A Man"), room: rooms[0].id },
      { pilgrim: byName("B Woman"), room: rooms[0].id },
      { pilgrim: byName("C Woman"), room: rooms[0].id },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().detail).toBe(
      `${rooms[0].room_number}-xonada erkaklar va ayollar faqat bir oiladan bo'lsa birga turadi: A Man, B Woman, C Woman`,
    );
  });

  it("refuses a room the stay did not book, a pilgrim of another group and one pilgrim twice", async () => {
    const { order, rooms, byName } = await stay([{ name: "A Man", gender: 1 }], [2, 2]);
    const other = await stay([{ name: "Z Man", gender: 1 }], [1]);
    const foreignRoom = await put(order, [{ pilgrim: byName("A Man"), room: other.rooms[0].id }]);
    expect(foreignRoom.statusCode).toBe(400);
    expect(foreignRoom.json().detail).toBe(`Xona bu buyurtmada band qilinmagan: ${other.rooms[0].id} (A Man)`);
    const foreignPilgrim = await put(order, [{ pilgrim: other.byName("Z Man"), room: rooms[0].id }]);
    expect(foreignPilgrim.statusCode).toBe(400);
    expect(foreignPilgrim.json().detail).toBe(`Ziyoratchi bu guruhda emas: ${other.byName("Z Man")}`);
    const twice = await put(order, [{ pilgrim: byName("A Man"), room: rooms[0].id }, { pilgrim: byName("A Man"), room: rooms[1].id }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe("A Man bir turar joyda faqat bitta xonada bo'ladi");
  });

  it("applies the gender rule to every stay overlapping in the room, and only to those", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 4 });
    const room = rooms[0].id;
    const bookGroup = async (people: Person[], dates: [string, string]) => {
      const group = await createGroup(t, admin);
      const list = [];
      for (const person of people) list.push(await addPilgrim(t, admin, group.id, { full_name: person.name, gender: person.gender }));
      const order = (await book(t, admin, groupOrder(hotel.id, [room], group.id, ...dates, 2))).json().id as string;
      return { order, list };
    };
    const women = await bookGroup([{ name: "W One", gender: 2 }], ["2025-12-01 14:00", "2025-12-05 12:00"]);
    const men = await bookGroup([{ name: "M One", gender: 1 }], ["2025-12-03 14:00", "2025-12-07 12:00"]);
    const later = await bookGroup([{ name: "M Two", gender: 1 }], ["2025-12-05 12:00", "2025-12-08 12:00"]);
    expect((await put(women.order, [{ pilgrim: women.list[0].id, room }])).statusCode).toBe(200);
    const clash = await put(men.order, [{ pilgrim: men.list[0].id, room }]);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().breaches[0]).toMatchObject({ room, rule: "gender", pilgrims: [men.list[0].id] });
    // Auto does not put him there either, and says why.
    expect((await auto(men.order)).json().unplaced[0]).toMatchObject({ reason: "no_matching_room" });
    // A stay that starts when hers ends shares nothing with her.
    expect((await put(later.order, [{ pilgrim: later.list[0].id, room }])).statusCode).toBe(200);
  });
});

describe("which stays and who", () => {
  it("refuses rooming for an individual booking and for a canceled one", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const single = await book(t, admin, {
      hotel: hotel.id,
      room: rooms[0].id,
      check_in: "01.11.2025 14:00",
      check_out: "02.11.2025 12:00",
      count_of_people: 1,
      guest_details: [{ full_name: "Mehmon", gender: 1 }],
    });
    const refused = await auto(single.json().id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe("Xonalarga joylashtirish faqat guruh buyurtmasida bor");
    const { order } = await stay([{ name: "A Man", gender: 1 }], [1]);
    await t.app.inject({ method: "POST", url: `/api/v1/orders/hotel_order/${order}/cancel/`, headers: admin, payload: { reason: "test" } });
    expect((await auto(order)).statusCode).toBe(409);
    expect((await getRooming(order)).statusCode).toBe(200);
  });

  it("lists a group's stays for rooming, first arrival first, without the canceled, saying which may not change", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 3, capacity: 2 });
    const group = await createGroup(t, admin);
    const booked = async (room: string, from: string, to: string) => {
      const response = await book(t, admin, groupOrder(hotel.id, [room], group.id, from, to, 2));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string; order_id: string }>();
    };
    const later = await booked(rooms[0].id, "2025-11-10 14:00", "2025-11-12 12:00");
    const past = await booked(rooms[1].id, "2025-10-02 14:00", "2025-10-03 12:00");
    const canceled = await booked(rooms[2].id, "2025-11-01 14:00", "2025-11-03 12:00");
    await t.app.inject({ method: "POST", url: `/api/v1/orders/hotel_order/${canceled.id}/cancel/`, headers: admin, payload: { reason: "test" } });

    const started = t.clock.now;
    t.clock.set(at("2025-10-04 09:00"));
    const { headers } = await t.userWithRole("reception");
    const response = await t.app.inject({ url: `/api/v1/guests/groups/${group.id}/rooming/stays/`, headers });
    t.clock.set(started);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        id: past.id,
        order_id: past.order_id,
        hotel_name: hotel.name,
        check_in: "02.10.2025 14:00",
        check_out: "03.10.2025 12:00",
        order_status: "Completed",
        rooming_refusal: "Buyurtma yakunlangan: uni o'zgartirib bo'lmaydi",
      },
      expect.objectContaining({ id: later.id, order_status: "Planned", rooming_refusal: null }),
    ]);

    const { headers: chef } = await t.userWithRole("chef");
    expect((await t.app.inject({ url: `/api/v1/guests/groups/${group.id}/rooming/stays/`, headers: chef })).statusCode).toBe(403);
    const missing = await t.app.inject({ url: `/api/v1/guests/groups/${randomUUID()}/rooming/stays/`, headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Guruh topilmadi" });
  });

  it("answers 404 for an unknown stay", async () => {
    expect((await getRooming(randomUUID())).statusCode).toBe(404);
  });

  it("lets hotel and reception assign; operator, ceo and analytics only read; others not at all", async () => {
    const { order } = await stay([{ name: "A Man", gender: 1 }], [1]);
    for (const role of ["hotel", "reception"] as const) {
      const { headers } = await t.userWithRole(role);
      expect((await auto(order, headers)).statusCode).toBe(200);
    }
    for (const role of ["operator", "ceo", "analytics"] as const) {
      const { headers } = await t.userWithRole(role);
      expect((await getRooming(order, headers)).statusCode).toBe(200);
      expect((await auto(order, headers)).statusCode).toBe(403);
      expect((await put(order, [], headers)).statusCode).toBe(403);
    }
    const { headers } = await t.userWithRole("catering");
    expect((await getRooming(order, headers)).statusCode).toBe(403);
  });

  it("drops the assignments of a room an amendment takes out of the stay", async () => {
    const { order, rooms, byName } = await stay([{ name: "A Man", gender: 1 }, { name: "B Man", gender: 1 }], [1, 1, 1]);
    await put(order, [{ pilgrim: byName("A Man"), room: rooms[0].id }, { pilgrim: byName("B Man"), room: rooms[1].id }]);
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/orders/hotel_order/${order}/`,
      headers: admin,
      payload: { rooms: [rooms[1].id, rooms[2].id], count_of_people: 2 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const rooming: Rooming = (await getRooming(order)).json();
    expect(roomOf(rooming, byName("B Man"))).toBe(rooms[1].id);
    expect(rooming.unassigned.map((p) => p.full_name)).toEqual(["A Man"]);
  });
});

describe("the rooming list file", () => {
  it("holds the hotel, the dates and per room its occupants' passports, Arabic and Cyrillic intact", async () => {
    const hotel = await createHotel(t, admin, { name: `فندق مكة ${randomUUID().slice(0, 4)}` });
    const { order, rooms, byName, pilgrims } = await stay(
      [{ name: "Aliyev Vali", gender: 1 }, { name: "محمد عبد الله", gender: 1 }],
      [2, 1],
      ["2025-11-10 14:00", "2025-11-15 12:00"],
      hotel.id,
    );
    await t.app.inject({
      method: "PATCH",
      url: `/api/v1/guests/groups/update/${pilgrims[0].group}/`,
      headers: admin,
      payload: { name: `Тошкент гуруҳи ${randomUUID().slice(0, 4)}` },
    });
    await put(order, [{ pilgrim: byName("Aliyev Vali"), room: rooms[0].id }, { pilgrim: byName("محمد عبد الله"), room: rooms[0].id }]);
    const response = await t.app.inject({ method: "GET", url: url(order, "export/"), headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const rows: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0][0]).toBe(hotel.name);
    expect(String(rows[1][0])).toMatch(/^Guruh \/ Group: Тошкент гуруҳи /);
    expect(rows[2][0]).toBe("Kirish / Check-in: 10.11.2025 14:00 — Chiqish / Check-out: 15.11.2025 12:00");
    expect(rows[4]).toEqual(["Xona / Room", "Xona turi / Room type", "F.I.Sh (pasport) / Name (passport)", "Jinsi / Gender", "Pasport / Passport", "Fuqarolik / Nationality"]);
    const type = rows[5][1];
    const passport = (name: string) => pilgrims.find((p) => p.full_name === name)!.passport_number;
    expect(rows.slice(5)).toEqual([
      [rooms[0].room_number, type, "Aliyev Vali", "M", passport("Aliyev Vali"), "UZ"],
      [rooms[0].room_number, type, "محمد عبد الله", "M", passport("محمد عبد الله"), "UZ"],
      [rooms[1].room_number, type],
    ]);
  });
});

describe("moving a roomed pilgrim to another group", () => {
  it("takes the pilgrim out of the old group's rooms", async () => {
    const { order, rooms, byName } = await stay([{ name: "A Man", gender: 1 }], [1]);
    await put(order, [{ pilgrim: byName("A Man"), room: rooms[0].id }]);
    const other = await createGroup(t, admin);
    const moved = await t.app.inject({ method: "PATCH", url: pilgrimUrl(byName("A Man")), headers: admin, payload: { group: other.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await t.ctx.db.select().from(roomAssignments).where(eq(roomAssignments.pilgrimId, byName("A Man")))).toEqual([]);
    expect((await getRooming(order)).json().rooms[0].pilgrims).toEqual([]);
  });
});

describe("deleting a roomed pilgrim", () => {
  it("is refused while the stay is under way, allowed before it", async () => {
    const { order, rooms, byName } = await stay([{ name: "A Man", gender: 1 }, { name: "B Man", gender: 1 }], [2], ["2025-10-02 14:00", "2025-10-06 12:00"]);
    await put(order, [{ pilgrim: byName("A Man"), room: rooms[0].id }, { pilgrim: byName("B Man"), room: rooms[0].id }]);
    expect((await t.app.inject({ method: "DELETE", url: pilgrimUrl(byName("B Man")), headers: admin })).statusCode).toBe(204);
    t.clock.set(at("2025-10-03 10:00"));
    const { headers } = await t.userWithRole("admin");
    const refused = await t.app.inject({ method: "DELETE", url: pilgrimUrl(byName("A Man")), headers });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().detail).toBe("Ziyoratchi hozir mehmonxonada xonaga joylashtirilgan: avval uni xonadan chiqaring");
  });
});
