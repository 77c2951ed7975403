import { businessDateOf, formatIsoDate } from "@app/contract/dates";
import { dec } from "@app/contract/decimal";
import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./rows.ts";
import { knownYear } from "../modules/statistics/testing.ts";
import { compactTotals } from "../modules/statistics/totals-job.ts";
import { TOTALS_TABLES } from "./schema/index.ts";

const year = knownYear();

const run = (statement: string) => year.t.ctx.db.execute(sql.raw(statement));

type Row = Record<string, unknown>;

/** Rows as comparable text, numbers normalised ("5.50" and "5.5" are one sum). */
function normalised(rows: Row[]): string[] {
  const cell = (value: unknown) =>
    typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) ? dec(value).toString() : String(value);
  return rows.map((row) => Object.values(row).map(cell).join("|")).sort();
}

/** A table's keys (everything not summed) and sums, as the database's totals_columns sees them. */
async function columnsOf(table: string) {
  const [columns] = rowsOf<{ keys: string[] | string; sums: string[] | string }>(
    await year.t.ctx.db.execute(sql`select keys, sums from totals_columns(${table}::regclass)`),
  );
  const list = (value: string[] | string) => (Array.isArray(value) ? value : value.replace(/[{}]/g, "").split(","));
  return { keys: list(columns.keys), sums: list(columns.sums) };
}

/** What the table holds per key. */
async function kept(table: string) {
  const { keys, sums } = await columnsOf(table);
  const total = sums.map((s) => `sum(${s})::text as ${s}`).join(", ");
  const nonZero = sums.map((s) => `sum(${s}) <> 0`).join(" or ");
  return normalised(rowsOf(await run(`select ${keys.join(", ")}, ${total} from ${table} group by ${keys.join(", ")} having ${nonZero}`)));
}

/**
 * The triggers that keep the totals, as the catalog has them: each runs a function of its own
 * named as it is, and its arguments name the table it adds to and the contribution function.
 */
async function totalsTriggers() {
  return rowsOf<{ source: string; target: string; contributions: string; inserts: boolean; body: string }>(
    await year.t.ctx.db.execute(sql`
      select tg.tgrelid::regclass::text as source, split_part(encode(tg.tgargs, 'escape'), '\\000', 1) as target,
        split_part(encode(tg.tgargs, 'escape'), '\\000', 2) as contributions, tg.tgtype & 4 = 4 as inserts, p.prosrc as body
      from pg_trigger tg join pg_proc p on p.oid = tg.tgfoid
      where p.proname = tg.tgname and tg.tgnargs = 2`),
  );
}

/** The same per key computed afresh from the sources, by the insert triggers' own contribution functions. */
async function recomputed(table: string) {
  const { keys, sums } = await columnsOf(table);
  const sources = (await totalsTriggers()).filter((trigger) => trigger.inserts && trigger.target === table);
  expect(sources.length, table).toBeGreaterThan(0);
  const parts = sources.map(({ source, contributions }) => `select k.* from ${source} s cross join lateral ${contributions}(s) k`);
  const total = sums.map((s) => `sum(${s})::text as ${s}`).join(", ");
  const nonZero = sums.map((s) => `sum(${s}) <> 0`).join(" or ");
  return normalised(
    rowsOf(await run(`select ${keys.join(", ")}, ${total} from (${parts.join(" union all ")}) k group by ${keys.join(", ")} having ${nonZero}`)),
  );
}

async function expectTotalsInStep() {
  for (const table of TOTALS_TABLES.map(getTableName)) {
    expect(await kept(table), table).toEqual(await recomputed(table));
  }
}

describe("the totals the statistics read", () => {
  it("put instants on the same business calendar as the contract's clock", async () => {
    const instants = ["2025-02-28T20:59:59Z", "2025-02-28T21:00:00Z", "2025-12-31T21:00:00Z", "2026-06-15T09:30:00Z"].map((value) => new Date(value));
    for (const instant of instants) {
      const [row] = rowsOf<{ day: string; month: string }>(
        await year.t.ctx.db.execute(sql`select business_day(${instant.toISOString()}::timestamptz)::text as day,
          business_month(${instant.toISOString()}::timestamptz)::text as month`),
      );
      const day = formatIsoDate(businessDateOf(instant));
      expect([row.day, row.month], instant.toISOString()).toEqual([day, `${day.slice(0, 8)}01`]);
    }
  });

  it("are kept by triggers whose statements are written out, planned once rather than on every write", async () => {
    const triggers = await totalsTriggers();
    expect(new Set(triggers.map((trigger) => trigger.target))).toEqual(new Set(TOTALS_TABLES.map(getTableName)));
    for (const trigger of triggers) expect(trigger.body, `${trigger.source} → ${trigger.target}`).not.toMatch(/\bexecute\b/i);
  });

  it("hold the seeded data, which every table has some of", async () => {
    await expectTotalsInStep();
    for (const table of TOTALS_TABLES.map(getTableName)) expect((await kept(table)).length, table).toBeGreaterThan(0);
  });

  it("follow status changes, cancellations and edits of food orders, and the consumption of canceled ones", async () => {
    await run(`update food_orders set status = -1
      where id = (select food_order_id from stock_movements where kind = 'consumption' and food_order_id is not null order by created_at limit 1)`);
    await expectTotalsInStep();
    await run("update food_orders set status = 1, product_count = product_count + 2, price = price + 1 where status = 0");
    await expectTotalsInStep();
    await run("update food_orders set status = 0 where status = -1");
    await expectTotalsInStep();
  });

  it("follow stays moved in time or to another hotel, rooms taken off, and orders deleted with their rooms", async () => {
    await run(`update hotel_orders set check_out = check_out + interval '40 days', hotel_id = (select max(id::text)::uuid from hotels)
      where order_id = '20000001'`);
    await expectTotalsInStep();
    await run("delete from hotel_order_rooms where order_id = (select id from hotel_orders where order_id = '20000002')");
    await expectTotalsInStep();
    await run("delete from hotel_orders where order_id in ('20000001', '20000003')");
    await expectTotalsInStep();
    expect(await kept("hotel_room_nights")).toEqual([]);
  });

  it("follow trips canceled and deleted, and new stock written off", async () => {
    await run("update transport_orders set status = 'canceled' where order_number = '30000001'");
    await run("delete from transport_orders where order_number = '30000002'");
    await run(`insert into stock_movements (batch_id, product_id, kind, quantity, value)
      select id, product_id, 'write_off', 1, 2.5 from stock_batches order by created_at limit 1`);
    await expectTotalsInStep();
  });

  it("are added up to one row per key by the totals job, with nothing lost", async () => {
    const before = await Promise.all(TOTALS_TABLES.map((table) => kept(getTableName(table))));
    expect(await compactTotals(year.t.ctx.db)).toBeGreaterThan(0);
    expect(await Promise.all(TOTALS_TABLES.map((table) => kept(getTableName(table))))).toEqual(before);
    for (const table of TOTALS_TABLES.map(getTableName)) {
      const { keys } = await columnsOf(table);
      const [{ repeated }] = rowsOf<{ repeated: number }>(
        await run(`select count(*)::int as repeated from (select 1 from ${table} group by ${keys.join(", ")} having count(*) > 1) r`),
      );
      expect(repeated, table).toBe(0);
    }
    expect(await compactTotals(year.t.ctx.db)).toBe(0);
  });
});
