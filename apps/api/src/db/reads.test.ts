import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { readAll } from "./reads.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("readAll", () => {
  const steps: string[] = [];
  const read = (name: string, ms: number) => async () => {
    steps.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    steps.push(`${name} ends`);
    return name;
  };

  it("reads one after another in a transaction and together outside one, answering in order", async () => {
    steps.length = 0;
    expect(await t.ctx.db.transaction((tx) => readAll(tx, [read("a", 20), read("b", 0)]))).toEqual(["a", "b"]);
    expect(steps).toEqual(["a starts", "a ends", "b starts", "b ends"]);
    steps.length = 0;
    expect(await readAll(t.ctx.db, [read("a", 20), read("b", 0)])).toEqual(["a", "b"]);
    expect(steps).toEqual(["a starts", "b starts", "b ends", "a ends"]);
  });
});
