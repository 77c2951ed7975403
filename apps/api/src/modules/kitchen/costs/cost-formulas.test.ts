import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dec, decimalText } from "@app/contract/decimal";
import { grossPriceOf } from "@app/contract/formulas/price";
import { quantityCost } from "@app/contract/formulas/stock";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../../db/rows.ts";
import { costGross, lineCostSql } from "./cost.ts";

/** The cost query prices lines and adds markups in SQL: it must agree with the contract's formulas. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const text = async (query: ReturnType<typeof sql>) => rowsOf<{ value: string }>(await t.ctx.db.execute(sql`select (${query})::text as value`))[0].value;

describe("the cost query's SQL", () => {
  it("prices a line as quantityCost() does", async () => {
    const lines = [["0.015000", "250"], ["0.333333", "3"], ["0.012500", "1"], ["0.012500", "0.4"], ["0.100000", "0.3"], ["45.000000", "999999999.999"]];
    for (const [unitPrice, count] of lines) {
      const computed = await text(lineCostSql(sql`${unitPrice}::numeric`, sql`${count}::numeric`));
      expect(computed, `${unitPrice} × ${count}`).toBe(quantityCost(count, unitPrice).toFixed(2));
    }
  });

  it("adds the markup as grossPriceOf() does", async () => {
    for (const [net, profit] of [["0.30", "15000.50"], ["0", "1"], ["99999999999.99", "0.01"]]) {
      const computed = await text(costGross(sql`jsonb_build_object('net_price', ${net}::text)`, sql`${profit}::numeric`));
      expect(decimalText(dec(computed)), `${net} + ${profit}`).toBe(decimalText(grossPriceOf(net, profit)));
    }
  });
});
