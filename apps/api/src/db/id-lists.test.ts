import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { amongIds } from "./id-lists.ts";
import { counterparties } from "./schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("amongIds", () => {
  const names = ["Birinchi", "Ikkinchi", "Uchinchi"];
  let ids: string[] = [];
  beforeAll(async () => {
    const rows = await t.ctx.db
      .insert(counterparties)
      .values(names.map((name) => ({ name, address: "Toshkent", counterpartyType: "B2B" as const })))
      .returning({ id: counterparties.id });
    ids = rows.map((row) => row.id);
  });

  const namesAmong = async (chosen: string[]) =>
    (await t.ctx.db.select({ name: counterparties.name }).from(counterparties).where(amongIds(counterparties.id, chosen)))
      .map((row) => row.name)
      .sort();

  it("finds the rows of the ids given, and none for no ids", async () => {
    expect(await namesAmong([ids[0], ids[2]])).toEqual(["Birinchi", "Uchinchi"]);
    expect(await namesAmong([])).toEqual([]);
  });

  it("is one statement whatever the number of ids", () => {
    const textOf = (chosen: string[]) => t.ctx.db.select().from(counterparties).where(amongIds(counterparties.id, chosen)).toSQL();
    const [one, three] = [textOf(ids.slice(0, 1)), textOf(ids)];
    expect(three.sql).toBe(one.sql);
    expect(three.params).toEqual([ids]);
  });
});
