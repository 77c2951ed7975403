import { sql } from "drizzle-orm";
import { hotelOrderListQuery } from "@app/contract/schemas/hotel-orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { expectKeptBetweenChanges, unwatchedTables } from "../../test/tables-read.ts";
import {
  type Headers,
  at,
  book,
  createGuestGroup,
  createRoomType,
  createRooms,
  groupOrder,
  hotelWithRooms,
  individualOrder,
} from "../hotels/test-fixtures.ts";
import { compactTotals } from "../statistics/totals-job.ts";
import { unfilteredListStatement } from "./service.ts";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp({ start: at("2025-10-10 09:00") });
  admin = (await t.userWithRole("admin")).headers;
});
afterAll(() => t.close());

async function list(path: string) {
  const response = await t.app.inject({ url: `/api/v1/orders/hotel_orders/${path}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (page: { results: Array<{ id: string }> }) => page.results.map((order) => order.id).sort();

describe("hotel-order lists", () => {
  it("filter by inclusive ISO dates, hotel, room type and guest group, and search hotel name and order_id", async () => {
    const { hotel, type, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2 });
    const suite = await createRoomType(t, admin);
    const [suiteRoom] = await createRooms(t, admin, { hotel: hotel.id, room_type: suite.id, floor: 2, count: 1, capacity: 4 });
    const a = (await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-20 00:00", "2025-10-22 12:00", ["A"]))).json();
    const b = (await book(t, admin, individualOrder(hotel.id, rooms[1].id, "2025-10-21 23:59", "2025-10-23 12:00", ["B"]))).json();
    const group = await createGuestGroup(t);
    const c = (await book(t, admin, groupOrder(hotel.id, [suiteRoom.id], group, "2025-10-22 00:00", "2025-10-25 12:00", 3))).json();
    const h = `hotel=${hotel.id}`;

    expect(ids(await list(`?${h}&check_in_after=2025-10-20&check_in_before=2025-10-21`))).toEqual([a.id, b.id].sort());
    expect(ids(await list(`?${h}&check_in_after=2025-10-21`))).toEqual([b.id, c.id].sort());
    expect(ids(await list(`?${h}&check_out_before=2025-10-22`))).toEqual([a.id]);
    expect(ids(await list(`?${h}&check_out_after=2025-10-23`))).toEqual([b.id, c.id].sort());
    expect(ids(await list(`?${h}&room_type=${type.id}`))).toEqual([a.id, b.id].sort());
    expect(ids(await list(`?${h}&room_type=${suite.id}`))).toEqual([c.id]);
    expect(ids(await list(`?guest_group=${group}`))).toEqual([c.id]);
    expect((await list(`?${h}&created_at_after=2099-01-01`)).count).toBe(0);

    expect(ids(await list(`planned/?search=${c.order_id}`))).toEqual([c.id]);
    expect((await list(`planned/?search=${encodeURIComponent(String(hotel.name))}`)).count).toBe(3);
    expect((await list(`planned/?search=${encodeURIComponent(`${String(hotel.name)} ${a.order_id}`)}`)).count).toBe(1);

    for (const query of ["?check_in_after=32.10.2025", "?hotel=nope", "?room_type=1", "?guest_group=1", "?page=0", "?per_page=x", "?page=999"]) {
      const response = await t.app.inject({ url: `/api/v1/orders/hotel_orders/${query}`, headers: admin });
      expect([400, 404], query).toContain(response.statusCode);
    }
  });

  it("orders each list by the date that matters in it", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 1 });
    const [a, b] = rooms.map((room) => room.id);
    const order = async (room: string, checkIn: string, checkOut: string) =>
      (await book(t, admin, individualOrder(hotel.id, room, checkIn, checkOut, ["A"]))).json().id as string;
    const oldest = await order(a, "2025-10-01 14:00", "2025-10-03 12:00");
    const older = await order(b, "2025-10-02 14:00", "2025-10-04 12:00");
    const activeEarly = await order(a, "2025-10-08 14:00", "2025-10-12 12:00");
    const activeLate = await order(b, "2025-10-09 14:00", "2025-10-11 12:00");
    const later = await order(b, "2025-11-20 14:00", "2025-11-22 12:00");
    const sooner = await order(a, "2025-11-01 14:00", "2025-11-02 12:00");
    const h = `hotel=${hotel.id}`;
    const inOrder = (page: { results: Array<{ id: string }> }) => page.results.map((item) => item.id);
    expect(inOrder(await list(`no-active/?${h}`))).toEqual([older, oldest]);
    expect(inOrder(await list(`active/?${h}`))).toEqual([activeLate, activeEarly]);
    expect(inOrder(await list(`planned/?${h}`))).toEqual([sooner, later]);
    expect(inOrder(await list(`?${h}`))[0]).toBe(sooner);
  });

  it("shows nights and the stored hotel cost of group orders in the active and completed lists", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2, net_price: 90, profit: 10 });
    const group = await createGuestGroup(t, "Qarshi guruhi", 4);
    const order = (await book(t, admin, groupOrder(hotel.id, rooms.map((room) => room.id), group, "2025-10-09 14:00", "2025-10-12 12:00", 4))).json();
    const individual = (
      await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-05 14:00", "2025-10-07 12:00", ["Eski mehmon"]))
    ).json();

    const active = await list(`active/?hotel=${hotel.id}`);
    expect(active.results).toEqual([
      expect.objectContaining({
        id: order.id,
        order_status: "Active",
        nights: 3,
        guest_type: "group",
        guests: [],
        food_order: [],
        total_guest_cost: 600,
        total_food_cost: 0,
        general_cost: 600,
        guest_group: expect.objectContaining({ name: "Qarshi guruhi", guest_group_status: "Accepted" }),
      }),
    ]);
    const completed = await list(`no-active/?hotel=${hotel.id}`);
    expect(completed.results).toEqual([
      expect.objectContaining({
        id: individual.id,
        order_status: "Completed",
        nights: 2,
        guests: [expect.objectContaining({ full_name: "Eski mehmon", price: 200, gender: "Male" })],
        total_guest_cost: 200,
        total_cost: 200,
      }),
    ]);
    const all = await list(`?hotel=${hotel.id}&per_page=1`);
    expect(all).toMatchObject({ count: 2, previous: null });
    expect(all.next).toContain("page=2");
  });

  it("reads each page's own rooms and guests, whatever page it is", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2, net_price: 90, profit: 10 });
    const first = (await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-11 14:00", "2025-10-13 12:00", ["Ali", "Vali"]))).json();
    const second = (await book(t, admin, individualOrder(hotel.id, rooms[1].id, "2025-10-12 14:00", "2025-10-14 12:00", ["Soli"]))).json();
    const pages = [await list(`planned/?hotel=${hotel.id}&per_page=1`), await list(`planned/?hotel=${hotel.id}&per_page=1&page=2`)];
    expect(pages.map((page) => page.count)).toEqual([2, 2]);
    expect(
      pages.map(({ results: [order] }) => ({
        id: order.id,
        rooms: order.booked_rooms.map((room: { room: string }) => room.room),
        guests: order.guests.map((guest: { full_name: string; room: string }) => [guest.full_name, guest.room]).sort(),
      })),
    ).toEqual([
      { id: first.id, rooms: [rooms[0].id], guests: [["Ali", rooms[0].id], ["Vali", rooms[0].id]] },
      { id: second.id, rooms: [rooms[1].id], guests: [["Soli", rooms[1].id]] },
    ]);
    const detail = await t.app.inject({ url: `/api/v1/orders/hotel_order/${second.id}/`, headers: admin });
    expect(detail.json()).toMatchObject({ id: second.id, rooms: [rooms[1].id], guests: [expect.objectContaining({ full_name: "Soli", price: 200 })] });
  });

  it("counts all orders unfiltered by the count the table's triggers keep, exact after bookings and deletes", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2, net_price: 90, profit: 10 });
    const kept = await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-20 14:00", "2025-10-21 12:00", ["Sanoq"]));
    const gone = (await book(t, admin, individualOrder(hotel.id, rooms[1].id, "2025-10-20 14:00", "2025-10-21 12:00", ["Ketdi"]))).json();
    expect(kept.statusCode).toBe(201);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/v1/orders/hotel_order/delete/${gone.id}/`, headers: admin });
    expect(removed.statusCode, removed.body).toBe(204);
    const numbers = async () =>
      rowsOf<{ kept: string | null; counted: string }>(
        await t.ctx.db.execute(sql`select (select sum(rows) from row_counts where table_name = 'hotel_orders')::text as kept,
          (select count(*) from hotel_orders)::text as counted`),
      )[0];
    for (const compacted of [false, true]) {
      if (compacted) await compactTotals(t.ctx.db);
      const { kept, counted } = await numbers();
      expect(kept).toBe(counted);
      expect((await list("")).count).toBe(Number(counted));
    }
    expect((await list(`?hotel=${hotel.id}`)).count).toBe(1);
  });

  it("counts the planned and completed lists by the kept day counts, exact as the clock and the orders move", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 4, capacity: 1 });
    await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-10-01 14:00", "2025-10-03 12:00", ["Ketgan"]));
    const ahead = (await book(t, admin, individualOrder(hotel.id, rooms[1].id, "2025-11-01 14:00", "2025-11-03 12:00", ["Keladi"]))).json();
    const calledOff = (await book(t, admin, individualOrder(hotel.id, rooms[2].id, "2025-11-05 14:00", "2025-11-07 12:00", ["Bekor"]))).json();
    // Arrives later on the clock's own day: counted by the clock, not by the kept days.
    await book(t, admin, individualOrder(hotel.id, rooms[3].id, "2025-10-10 14:00", "2025-10-12 12:00", ["Bugun"]));
    const canceled = await t.app.inject({ method: "POST", url: `/api/v1/orders/hotel_order/${calledOff.id}/cancel/`, headers: admin, payload: { reason: "Reja o'zgardi" } });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const started = t.clock.now;

    const truth = async () =>
      rowsOf<{ planned: number; ended: number }>(
        await t.ctx.db.execute(sql`select
          count(*) filter (where check_in > ${t.clock.now.toISOString()}::timestamptz and canceled_at is null and checked_out_at is null)::int as planned,
          count(*) filter (where check_out <= ${t.clock.now.toISOString()}::timestamptz or canceled_at is not null or checked_out_at is not null)::int as ended
          from hotel_orders`),
      )[0];
    const counted = async () => {
      const { headers } = await t.userWithRole("admin");
      const count = async (view: string) => {
        const response = await t.app.inject({ url: `/api/v1/orders/hotel_orders/${view}`, headers });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().count as number;
      };
      return { planned: await count("planned/"), ended: await count("no-active/") };
    };
    try {
      for (const moment of [started, at("2025-10-10 15:00"), at("2025-11-02 09:00")]) {
        t.clock.set(moment);
        expect(await counted()).toEqual(await truth());
      }
      t.clock.set(started);
      const removed = await t.app.inject({ method: "DELETE", url: `/api/v1/orders/hotel_order/delete/${ahead.id}/`, headers: admin });
      expect(removed.statusCode, removed.body).toBe(204);
      await compactTotals(t.ctx.db);
      expect(await counted()).toEqual(await truth());
      // Called off before its check-out, the order leads the completed list, read apart from those over.
      const ended = rowsOf<{ id: string }>(
        await t.ctx.db.execute(sql`select id from hotel_orders
          where check_out <= ${t.clock.now.toISOString()}::timestamptz or canceled_at is not null or checked_out_at is not null
          order by check_out desc, id desc limit 6`),
      ).map((order) => order.id);
      expect(ended).toContain(calledOff.id);
      const pages = await Promise.all([1, 2, 3].map((page) => list(`no-active/?per_page=2&page=${page}`)));
      expect(pages.flatMap((page) => page.results.map((order: { id: string }) => order.id))).toEqual(ended);
    } finally {
      t.clock.set(started);
    }
  });

  it("reads the unfiltered lists, built once, at the clock of each request", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 1, capacity: 1 });
    const booked = (await book(t, admin, individualOrder(hotel.id, rooms[0].id, "2025-12-01 14:00", "2025-12-03 12:00", ["A"]))).json().id;
    const started = t.clock.now;
    // Moving the clock ends the tokens issued before it: each reading signs in again.
    const listedAt = async (moment: Date) => {
      t.clock.set(moment);
      const { headers } = await t.userWithRole("admin");
      const shows = async (view: string) => {
        const response = await t.app.inject({ url: `/api/v1/orders/hotel_orders/${view}?per_page=100`, headers });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json().results as Array<{ id: string }>).some((order) => order.id === booked);
      };
      return { planned: await shows("planned/"), active: await shows("active/"), over: await shows("no-active/") };
    };
    try {
      expect(await listedAt(started)).toEqual({ planned: true, active: false, over: false });
      expect(await listedAt(at("2025-12-02 09:00"))).toEqual({ planned: false, active: true, over: false });
      expect(await listedAt(at("2025-12-04 09:00"))).toEqual({ planned: false, active: false, over: true });
    } finally {
      t.clock.set(started);
    }
  });

  it("keeps each list's page, the guests' and a hotel's free rooms for the second while no booking changes", async () => {
    const { hotel, rooms } = await hotelWithRooms(t, admin, { count: 2, capacity: 2 });
    const group = await createGuestGroup(t, "Kesh guruhi");
    expect((await book(t, admin, groupOrder(hotel.id, [rooms[0].id], group, "2025-10-09 14:00", "2025-10-14 12:00", 2))).statusCode).toBe(201);
    const free = `rooms/available/?hotel=${hotel.id}&check_in=12.10.2025+14:00&check_out=14.10.2025+12:00`;
    const urls = ["orders/hotel_orders/", "orders/hotel_orders/active/", "orders/hotel_orders/planned/", "orders/hotel_orders/no-active/",
      "orders/hotel_orders/?search=kesh", "guests/", "guests/?search=kesh", free];
    const asked = (url: string) => async () => {
      const response = await t.app.inject({ url: `/api/v1/${url}`, headers: admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    for (const url of urls) await expectKeptBetweenChanges(t, "hotel_order_list_inputs", "hotel_orders", asked(url), url);
    // The next second is another clock: the lists by the clock are read again.
    t.clock.advance(1000);
    expect((await unwatchedTables(t, "hotel_order_list_inputs", asked("orders/hotel_orders/active/"))).read).toContain("hotel_orders");
    const freeBeds = async () => (await asked(free)()).find((room: { id: string }) => room.id === rooms[1].id).free_beds;
    expect(await freeBeds()).toBe(2);
    expect((await book(t, admin, individualOrder(hotel.id, rooms[1].id, "2025-10-12 14:00", "2025-10-14 12:00", ["Kesh Ali"]))).statusCode).toBe(201);
    expect(await freeBeds()).toBe(1);
    expect((await asked("guests/?search=kesh")()).results.map((guest: { full_name: string }) => guest.full_name)).toEqual(["Kesh Ali"]);
  });

  it("writes the page size into the statement's text, where PostgreSQL can plan for it once", () => {
    const page = unfilteredListStatement(t.ctx.db, hotelOrderListQuery.parse({ per_page: "25" }), "active", new Date()).toSQL();
    expect(page.sql).toMatch(/ limit 25\b/);
    expect(page.params).not.toContain(25);
  });
});
