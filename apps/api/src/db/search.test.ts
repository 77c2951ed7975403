import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_FOLD_CASES } from "@app/contract/formulas/search-fold-cases";
import { searchFold } from "@app/contract/formulas/search-fold";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { rowsOf } from "./rows.ts";
import { counterparties } from "./schema/index.ts";
import { searchCondition } from "./search.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("search_fold()", () => {
  it("folds every case as searchFold() does", async () => {
    const texts = SEARCH_FOLD_CASES.map(([text]) => text);
    const rows = rowsOf<{ folded: string }>(
      await t.ctx.db.execute(sql`select search_fold(text) as folded
        from unnest(${sql.param(texts)}::text[]) with ordinality as cases(text, position) order by position`),
    );
    expect(rows.map((row) => row.folded)).toEqual(texts.map(searchFold));
    expect(rows.map((row) => row.folded)).toEqual(SEARCH_FOLD_CASES.map(([, folded]) => folded));
  });
});

describe("searchCondition", () => {
  const names = ["G'aniyev Travel", "Ғаниев Сервис", "Oʻtkir Shukurov", "Yevropa 100% Tur", "Bek Tur"];
  beforeAll(async () => {
    await t.ctx.db
      .insert(counterparties)
      .values(names.map((name) => ({ name, address: "Toshkent", counterpartyType: "B2B" as const })));
  });

  const found = async (term: string) => {
    const rows = await t.ctx.db
      .select({ name: counterparties.name })
      .from(counterparties)
      .where(searchCondition(term, [counterparties.name]));
    return rows.map((row) => row.name).sort();
  };

  it("finds every apostrophe spelling, the spelling without one and the Cyrillic one", async () => {
    const both = ["G'aniyev Travel", "Ғаниев Сервис"];
    for (const term of ["G'aniyev", "Gʻaniyev", "G‘aniyev", "ganiyev", "ГАНИЕВ", "ғани"]) expect(await found(term), term).toEqual(both);
    expect(await found("Ўткир")).toEqual(["Oʻtkir Shukurov"]);
    expect(await found("o'tkir shukurov")).toEqual(["Oʻtkir Shukurov"]);
    expect(await found("сервис")).toEqual(["Ғаниев Сервис"]);
  });

  it("needs every word and takes wildcards as themselves", async () => {
    expect(await found("tur bek")).toEqual(["Bek Tur"]);
    expect(await found("100%")).toEqual(["Yevropa 100% Tur"]);
    expect(await found("1_0")).toEqual([]);
    expect(await found("Европа")).toEqual(["Yevropa 100% Tur"]);
  });

  it("is no condition for a term of no words", () => {
    expect(searchCondition("  , ' ", [counterparties.name])).toBeUndefined();
  });

  it("is served by the folded trigram index", async () => {
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select().from(counterparties).where(searchCondition("ganiyev", [counterparties.name]));
      return rowsOf<{ "QUERY PLAN": string }>(await tx.execute(sql`explain ${query.getSQL()}`));
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("counter_agents_name_trgm");
  });
});
