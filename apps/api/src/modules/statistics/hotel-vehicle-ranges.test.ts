import { describe, expect, it } from "vitest";
import { STATISTICS_BLOCKS } from "@app/contract/endpoints/statistics";
import type { ResponseOf } from "@app/contract/endpoint";
import { API_BASE } from "@app/contract/routes";
import type { Statistic } from "@app/contract/schemas/statistics";
import { knownYear } from "./testing.ts";

/**
 * Hotels and trips over ranges whose ends cut through months (statistics.test.ts reads whole
 * months), figures worked out from testing.ts: the stays were booked 01.03 (Hilton, 600/120),
 * 10.04 (Funduq, 800/160) and 01.05 (Hilton, 400/80); the trips 02.03 (80 − 50), 02.04
 * (45.75 − 30.50) and 03.04 (canceled).
 */
const year = knownYear();

async function get<B extends Statistic>(block: B, date_from: string, date_to: string): Promise<ResponseOf<(typeof STATISTICS_BLOCKS)[B]>> {
  const url = `${API_BASE}${STATISTICS_BLOCKS[block].path}?${new URLSearchParams({ date_from, date_to })}`;
  const response = await year.t.app.inject({ method: "GET", url, headers: year.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResponseOf<(typeof STATISTICS_BLOCKS)[B]>>();
}

describe("hotel and trip statistics over ranges that cut through months", () => {
  it("takes the days outside the range off a month mostly inside it", async () => {
    // March less 01.03–02.03 (the Hilton stay of 01.03 and the trip of 02.03 go), April, May less 31.05.
    const page = await get("hotels", "03.03.2025", "30.05.2025");
    expect(page.results).toEqual([
      { id: year.seeded.funduq.id, name: "Фундуқ Мадина", order_count: 1, revenue: 800, price: 160 },
      { id: year.seeded.hilton.id, name: "Hilton Makkah", order_count: 1, revenue: 400, price: 80 },
    ]);
    expect(page.count).toBe(2);
    expect(page.totals).toEqual({ order_count: 2, revenue: 1200, price: 240 });
    expect(await get("hotels-diagram", "03.03.2025", "30.05.2025")).toEqual({
      total: 2,
      result: [
        { name: "Hilton Makkah", value: 1, fill: "#F7B500" },
        { name: "Фундуқ Мадина", value: 1, fill: "#EB5757" },
      ],
    });
    const trips = await get("transports", "03.03.2025", "30.05.2025");
    expect(trips.results).toEqual([
      { id: year.seeded.car.id, name: "Ali Valiyev", car: "Hyundai H1", order_count: 1, revenue: 45.75, price: 15.25 },
    ]);
    expect(trips.totals).toEqual({ order_count: 1, revenue: 45.75, price: 15.25 });
  });

  it("adds the days inside a month mostly outside the range", async () => {
    // 20.03–31.03 and 01.05–10.05 from the orders, April whole: the Hilton stay of 01.05 comes in by its day.
    const page = await get("hotels", "20.03.2025", "10.05.2025");
    expect(page.results).toEqual([
      { id: year.seeded.funduq.id, name: "Фундуқ Мадина", order_count: 1, revenue: 800, price: 160 },
      { id: year.seeded.hilton.id, name: "Hilton Makkah", order_count: 1, revenue: 400, price: 80 },
    ]);
    expect(page.totals).toEqual({ order_count: 2, revenue: 1200, price: 240 });
    expect((await get("hotels-diagram", "20.03.2025", "30.04.2025")).result).toEqual([
      { name: "Фундуқ Мадина", value: 1, fill: "#F7B500" },
    ]);
    expect((await get("transports", "20.03.2025", "10.05.2025")).results).toEqual([
      { id: year.seeded.car.id, name: "Ali Valiyev", car: "Hyundai H1", order_count: 1, revenue: 45.75, price: 15.25 },
    ]);
    // 20.02–28.02 and 01.04–02.04 from the orders, March whole: both trips not canceled.
    const trips = await get("transports", "20.02.2025", "02.04.2025");
    expect(trips.results).toEqual([
      { id: year.seeded.car.id, name: "Ali Valiyev", car: "Hyundai H1", order_count: 2, revenue: 125.75, price: 45.25 },
    ]);
  });

  it("leaves out a hotel or vehicle whose orders all fall outside the range", async () => {
    // March less 01.03: the month's totals hold the stay of 01.03, its day takes it off again.
    const page = await get("hotels", "02.03.2025", "31.03.2025");
    expect(page).toMatchObject({ count: 0, results: [], totals: { order_count: 0, revenue: 0, price: 0 } });
    expect((await get("transports", "03.03.2025", "31.03.2025")).results).toEqual([]);
  });
});
