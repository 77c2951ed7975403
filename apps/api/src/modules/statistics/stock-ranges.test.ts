import { describe, expect, it } from "vitest";
import { STATISTICS_BLOCKS } from "@app/contract/endpoints/statistics";
import { API_BASE } from "@app/contract/routes";
import type { Statistic } from "@app/contract/schemas/statistics";
import { knownYear } from "./testing.ts";

const year = knownYear();

/** count and price of the only product (rice, in kg) per stock ranking over the range. */
async function products(date_from: string, date_to: string) {
  const read = async (block: Statistic) => {
    const url = `${API_BASE}${STATISTICS_BLOCKS[block].path}?${new URLSearchParams({ date_from, date_to })}`;
    const response = await year.t.app.inject({ method: "GET", url, headers: year.admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results.map((row: { count: number; price: number }) => [row.count, row.price]);
  };
  return { received: await read("check_in_products"), writtenOff: await read("checkout_products"), used: await read("most_used_products") };
}

describe("stock rankings over ranges that cut through months", () => {
  it("takes the days outside off a month mostly inside the range", async () => {
    // March less 1 and 31 March: the write-off of 1 March goes, the use of 10 March stays; May less 31 May keeps the 2 May delivery.
    expect(await products("02.03.2025", "30.05.2025")).toEqual({ received: [[2.5, 99.99]], writtenOff: [], used: [[0.6, 9]] });
    // February less 1 and 28 February: the delivery of 1 February goes.
    expect(await products("02.02.2025", "27.02.2025")).toEqual({ received: [], writtenOff: [], used: [] });
  });

  it("adds the days inside a month mostly outside the range", async () => {
    // 20-31 March misses the use of 10 March; 1-10 May holds the 2 May delivery; April's use was by a canceled order.
    expect(await products("20.03.2025", "10.05.2025")).toEqual({ received: [[2.5, 99.99]], writtenOff: [], used: [] });
    expect(await products("01.03.2025", "10.03.2025")).toEqual({ received: [], writtenOff: [[1.5, 22.5]], used: [[0.6, 9]] });
  });
});
