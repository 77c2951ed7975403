import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grossPriceOf, orderTotal } from "@app/contract/formulas/price";
import { nightsOf } from "../modules/hotel-orders/pricing.ts";
import { at } from "../modules/hotels/test-fixtures.ts";
import { rowsOf } from "./rows.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { hotels, roomTypes, rooms } from "./schema/index.ts";

/**
 * The database computes some business figures itself (the totals the statistics read, a room's
 * gross price); each must agree with the contract's formula on the same sample data.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.ctx.db.execute(query))[0];

describe("the nights of a stay", () => {
  const stays = [
    ["2025-10-19 14:00", "2025-10-22 12:00"],
    ["2025-10-19 08:00", "2025-10-19 20:00"],
    ["2025-10-19 23:30", "2025-10-20 00:30"],
    ["2025-10-19 02:30", "2025-10-19 03:30"],
    ["2025-12-30 14:00", "2026-01-02 10:00"],
    ["2028-02-28 14:00", "2028-03-01 12:00"],
    ["2025-10-01 14:00", "2026-10-01 12:00"],
  ].map(([checkIn, checkOut]) => ({ checkIn: at(checkIn), checkOut: at(checkOut) }));

  it("are counted alike by stay_nights(), hotel_order_totals_of() and nightsOf()", async () => {
    for (const { checkIn, checkOut } of stays) {
      const [from, to] = [checkIn.toISOString(), checkOut.toISOString()];
      const row = await one<{ listed: number | string; totalled: number | string }>(sql`select
        (select count(*) from stay_nights(${from}::timestamptz, ${to}::timestamptz)) as listed,
        (hotel_order_totals_of(jsonb_populate_record(null::hotel_orders,
          jsonb_build_object('check_in', ${from}::timestamptz, 'check_out', ${to}::timestamptz)))).nights as totalled`);
      const nights = nightsOf(checkIn, checkOut);
      expect({ listed: Number(row.listed), totalled: Number(row.totalled) }, `${from} – ${to}`).toEqual({ listed: nights, totalled: nights });
    }
  });
});

describe("what a food order costs", () => {
  it("is the same in food_order_totals_of() as orderTotal()", async () => {
    for (const [price, portions] of [["12.35", 3], ["0.01", 7], ["9999999999999999.99", 1000], ["100.10", 1]] as const) {
      const row = await one<{ revenue: string }>(sql`select (food_order_totals_of(jsonb_populate_record(null::food_orders,
        jsonb_build_object('price', ${price}::numeric, 'product_count', ${portions}::int)))).revenue::text as revenue`);
      expect(row.revenue, `${price} × ${portions}`).toBe(orderTotal(price, portions).toFixed(2));
    }
  });
});

describe("a room's gross price", () => {
  it("is the same in the generated column as grossPriceOf()", async () => {
    const [hotel] = await t.ctx.db
      .insert(hotels)
      .values({ name: "Formula", address: "Makka", email: "formula@example.com", phoneNumber: "+966500000000", rating: "4.0" })
      .returning();
    const [type] = await t.ctx.db.insert(roomTypes).values({ name: "Formula" }).returning();
    const prices = [["0.10", "0.20"], ["99.99", "0.01"], ["9999999999.99", "9999999999.99"], ["0", "0"], ["300", "50.5"]];
    const stored = await t.ctx.db
      .insert(rooms)
      .values(
        prices.map(([netPrice, profit], index) => ({
          hotelId: hotel.id,
          roomTypeId: type.id,
          floor: 1,
          roomNumber: `F${index}`,
          capacity: 1,
          netPrice,
          profit,
        })),
      )
      .returning();
    expect(stored.map((room) => room.grossPrice)).toEqual(prices.map(([net, profit]) => grossPriceOf(net, profit).toFixed(2)));
  });
});
