import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_DB, type TestApp, createTestApp } from "../test/harness.ts";
import { type DerivedArea, derivedRead, pruneInputChanges } from "./derived-reads.ts";
import { rowsOf } from "./rows.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A derivation that counts how often it ran and answers that count. */
function counted(area: DerivedArea = "kitchen-plan") {
  let runs = 0;
  return {
    read: (key: string, during?: () => Promise<unknown>) =>
      derivedRead(t.ctx.db, area, key, async () => {
        runs += 1;
        await during?.();
        return runs;
      }),
    get runs() {
      return runs;
    },
  };
}

const addMeasure = () => {
  const name = `O'lchov ${randomUUID()}`;
  return t.ctx.db.execute(sql`insert into kitchen_measures (name, name_key, abbreviation) values (${name}, ${name.toLowerCase()}, 'x')`);
};

/**
 * A snapshot taken once every transaction logged so far has ended. The server's other databases
 * share its transaction ids, so a transaction open in one of them (a parallel test file's) holds
 * every snapshot's horizon back until it ends.
 */
async function horizonPastTheLog(): Promise<string> {
  let horizon = "";
  await vi.waitFor(
    async () => {
      ({ snapshot: horizon } = await pruneInputChanges(t.ctx.db, null));
      const [log] = rowsOf<{ past: boolean }>(
        await t.ctx.db.execute(
          sql`select coalesce(max(xid) < pg_snapshot_xmin(${horizon}::pg_snapshot), true) as past from input_changes`,
        ),
      );
      expect(log.past).toBe(true);
    },
    { timeout: 20_000, interval: 50 },
  );
  return horizon;
}

describe("a derived read", () => {
  it("is derived once while nothing it reads changes, and again after a write to one of its tables", async () => {
    const derivation = counted();
    expect(await derivation.read("a")).toBe(1);
    expect(await derivation.read("a")).toBe(1);
    expect(await derivation.read("b")).toBe(2);
    // Tables outside the area do not matter to it.
    await t.ctx.db.execute(sql`insert into counter_agents (name, address, counter_agent_type) values ('Boshqa', 'Makka', 'B2C')`);
    expect(await derivation.read("a")).toBe(1);
    await addMeasure();
    expect(await derivation.read("a")).toBe(3);
    expect(await derivation.read("a")).toBe(3);
    // A statement that changes no row still counts: it is the transaction that is logged.
    await t.ctx.db.execute(sql`delete from pilgrims where false`);
    expect(await derivation.read("a")).toBe(4);
  });

  it("is derived again after a write that committed while it was being derived", async () => {
    const derivation = counted();
    expect(await derivation.read("during", addMeasure)).toBe(1);
    expect(await derivation.read("during")).toBe(2);
    expect(await derivation.read("during")).toBe(2);
  });

  it.skipIf(TEST_DB !== "postgres")("is derived again when a transaction open while it was derived commits later", async () => {
    const derivation = counted();
    let commit = () => {};
    let written = () => {};
    const wrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    const open = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kitchen_measures (name, name_key, abbreviation) values ('Ochiq', 'ochiq', 'o')`);
      written();
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    await wrote;
    expect(await derivation.read("open")).toBe(1);
    // Not committed yet: nothing has changed for anyone.
    expect(await derivation.read("open")).toBe(1);
    commit();
    await open;
    expect(await derivation.read("open")).toBe(2);
  });

  it("keeps the 32 derived last: an older one is derived again", async () => {
    const derivation = counted();
    for (let day = 0; day <= 32; day += 1) await derivation.read(`day ${day}`);
    expect(derivation.runs).toBe(33);
    await derivation.read("day 32");
    expect(derivation.runs).toBe(33);
    await derivation.read("day 0");
    expect(derivation.runs).toBe(34);
  });

  it("keeps each area's 32 apart: looking at many stays' roomings never drops a kitchen plan", async () => {
    const plan = counted();
    await plan.read("kept plan");
    const rooming = counted("rooming");
    for (let stay = 0; stay <= 32; stay += 1) await rooming.read(`stay ${stay}`);
    expect(rooming.runs).toBe(33);
    await plan.read("kept plan");
    expect(plan.runs).toBe(1);
  });

  it("keeps the change log short: rows of transactions ended before the horizon go, later ones stay", async () => {
    const logged = async () =>
      rowsOf<{ rows: number }>(await t.ctx.db.execute(sql`select count(*)::int as rows from input_changes`))[0].rows;
    const derivation = counted();
    expect(await derivation.read("pruned")).toBe(1);
    const horizon = await horizonPastTheLog();
    const earlier = await logged();
    await addMeasure();
    const before = await logged();
    // The write logs a row for each area that watches the table.
    const written = before - earlier;
    expect(written).toBeGreaterThan(0);
    expect(earlier).toBeGreaterThan(0);
    expect((await pruneInputChanges(t.ctx.db, horizon)).deleted).toBe(earlier);
    expect(await logged()).toBe(written);
    // The rows kept are the write's after the horizon, still a change for the derivation made before it.
    expect(await derivation.read("pruned")).toBe(2);
  });
});
