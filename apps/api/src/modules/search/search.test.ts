import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@app/contract/roles";
import type { SearchResult } from "@app/contract/schemas/search";
import { counterparties, dishSections, dishes, foodOrders, guestGroups, pilgrims } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type Headers, at, book, createGuestGroup, groupOrder, hotelWithRooms, individualOrder } from "../hotels/test-fixtures.ts";
import { createOrder, createVehicle } from "../taxi/testing.ts";

let t: TestApp;
let admin: Headers;
/** A booking ahead (Planned until 10 October) whose guests spell one surname two ways. */
let planned: { id: string; order_id: string };
let transferNumber: string;
let foodOrderId: string;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-01 09:00") });
  admin = (await t.userWithRole("admin")).headers;
  const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
  const response = await book(
    t,
    admin,
    individualOrder(hotel.id, rooms[0].id, "2025-10-10 14:00", "2025-10-12 12:00", ["G'aniyev Akmal", "Ғаниева Гулнора"]),
  );
  expect(response.statusCode, response.body).toBe(201);
  planned = response.json();

  groupId = await createGuestGroup(t, "Namangan Umra guruhi", 38);
  await t.ctx.db.insert(pilgrims).values({
    groupId,
    fullName: "G‘aniyev Bobur",
    gender: 1,
    birthDate: "1961-03-08",
    passportNumber: "FA1234567",
    passportExpiry: "2031-01-01",
  });
  await t.ctx.db.insert(counterparties).values({ name: "Gʻaniyev Travel", address: "Namangan", counterpartyType: "B2B" });
  const [section] = await t.ctx.db.insert(dishSections).values({ name: "Taomlar", nameKey: "taomlar" }).returning();
  const [dish] = await t.ctx.db.insert(dishes).values({ name: "Osh", nameKey: "osh", sectionId: section.id, profit: "5" }).returning();
  const [order] = await t.ctx.db
    .insert(foodOrders)
    .values({ code: "87654321", dishId: dish.id, productCount: 40, price: "15", netPrice: "10", profit: "5" })
    .returning();
  foodOrderId = order.id;
  const vehicle = await createVehicle(t, admin);
  transferNumber = (await createOrder(t, admin, vehicle.id, "02.10.2025 10:00")).order_number;
});
afterAll(() => t.close());

async function search(headers: Headers, q: string): Promise<SearchResult[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/v1/search/", query: { q }, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const asRole = async (role: Role) => (await t.userWithRole(role)).headers;
const titles = (results: SearchResult[], kind: SearchResult["kind"]) =>
  results.filter((result) => result.kind === kind).map((result) => result.title).sort();

describe("GET /search/", () => {
  it("finds a name by every apostrophe spelling, without one, and in Cyrillic", async () => {
    for (const q of ["G'aniyev", "Gʻaniyev", "G‘aniyev", "G’aniyev", "Ganiyev", "ganiyev", "Ганиев", "ҒАНИЕВ"]) {
      const results = await search(admin, q);
      expect(titles(results, "guest"), q).toEqual(["G‘aniyev Akmal", "Ғаниева Гулнора"]);
      expect(titles(results, "pilgrim"), q).toEqual(["G‘aniyev Bobur"]);
      expect(titles(results, "counter_agent"), q).toEqual(["Gʻaniyev Travel"]);
    }
    expect(titles(await search(admin, "Наманган"), "group")).toEqual(["Namangan Umra guruhi"]);
    expect(titles(await search(admin, "gulnora ғаниева"), "guest")).toEqual(["Ғаниева Гулнора"]);
  });

  it("links a guest to its booking and names the booking's number", async () => {
    const [guest] = (await search(admin, "akmal")).filter((result) => result.kind === "guest");
    expect(guest).toMatchObject({
      title: "G‘aniyev Akmal",
      subtitle: expect.stringContaining(`№${planned.order_id} · 10.10.2025–12.10.2025`),
      url: `/orders/planned/hotels/${planned.id}`,
    });
  });

  it("finds bookings, food orders and transfers by number, each linked to its page", async () => {
    expect(await search(admin, planned.order_id)).toEqual([
      expect.objectContaining({ kind: "booking", id: planned.id, title: `№${planned.order_id}`, url: `/orders/planned/hotels/${planned.id}` }),
    ]);
    expect(await search(admin, "87654321")).toEqual([
      expect.objectContaining({ kind: "food_order", id: foodOrderId, title: "№87654321", subtitle: "Osh · 40 porsiya", url: `/orders/active/foods/${foodOrderId}` }),
    ]);
    expect(await search(admin, transferNumber)).toEqual([
      expect.objectContaining({ kind: "transfer", title: `№${transferNumber}`, url: `/taxi?tab=orders&search=${transferNumber}` }),
    ]);
    expect(titles(await search(admin, "namangan"), "group")).toEqual(["Namangan Umra guruhi"]);
    expect((await search(admin, "namangan umra")).find((result) => result.kind === "group")?.url).toBe(`/groups/${groupId}`);
    expect(await search(admin, "fa12345")).toEqual([
      expect.objectContaining({
        kind: "pilgrim",
        title: "G‘aniyev Bobur",
        subtitle: "Namangan Umra guruhi · FA1234567",
        url: `/groups/${groupId}?search=G%E2%80%98aniyev+Bobur`,
      }),
    ]);
  });

  it("says where a roomed pilgrim sleeps: hotel, room and until when", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 2 });
    const stay = await book(t, admin, groupOrder(hotel.id, [rooms[0].id], groupId, "2025-10-05 14:00", "2025-10-09 12:00", 2));
    expect(stay.statusCode, stay.body).toBe(201);
    const rooming = await t.app.inject({ method: "POST", url: `/api/v1/orders/hotel_order/${stay.json().id}/rooming/auto/`, headers: admin });
    expect(rooming.statusCode, rooming.body).toBe(200);
    const [pilgrim] = await search(admin, "fa12345");
    expect(pilgrim.subtitle).toBe(`Namangan Umra guruhi · FA1234567 · ${String(hotel.name)} · ${rooms[0].room_number}-xona · 09.10.2025 gacha`);
  });

  it("searches each kind only for a role that may read its area", async () => {
    const kinds = async (role: Role, q: string) => [...new Set((await search(await asRole(role), q)).map((result) => result.kind))];
    expect(await kinds("hotel", "ganiyev")).toEqual(["guest", "pilgrim"]);
    expect(await kinds("operator", "ganiyev")).toEqual(["pilgrim"]);
    expect(await kinds("hr", "ganiyev")).toEqual(["counter_agent"]);
    expect(await kinds("chef", "ganiyev")).toEqual([]);
    expect(await kinds("transportation", transferNumber)).toEqual(["transfer"]);
    expect(await kinds("catering", "87654321")).toEqual(["food_order"]);
    expect(await kinds("superuser", "ganiyev")).toEqual(["guest", "pilgrim", "counter_agent"]);
    const [guest] = await search(await asRole("hotel"), "akmal");
    expect(guest.url).toBe(`/hotels/reservations/${planned.id}`);
  });

  it("shows the warehouse role, which reads no planned orders, a booking only once it is under way", async () => {
    expect(await search(await asRole("warehouse"), planned.order_id)).toEqual([]);
    t.clock.set(at("2025-10-11 09:00"));
    try {
      const warehouse = await asRole("warehouse");
      expect((await search(warehouse, planned.order_id)).map((result) => result.url)).toEqual([`/orders/active/hotels/${planned.id}`]);
    } finally {
      t.clock.set(at("2025-10-01 09:00"));
    }
  });

  it("answers at most five of a kind, the newest first", async () => {
    const names = Array.from({ length: 7 }, (_, index) => `Qo'qon guruhi ${index + 1}`);
    await t.ctx.db
      .insert(guestGroups)
      .values(names.map((name, index) => ({ name, count: 10, createdAt: new Date(Date.UTC(2025, 8, 1 + index)) })));
    expect((await search(admin, "Қўқон")).map((result) => result.title)).toEqual(names.slice(2).reverse());
  });

  it("answers nothing for a term of no words, and refuses a caller who is not signed in", async () => {
    expect(await search(admin, "  ' ")).toEqual([]);
    expect(await search(admin, "")).toEqual([]);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/search/?q=ganiyev" });
    expect(anonymous.statusCode).toBe(401);
  });
});
