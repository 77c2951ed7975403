// Breaks no rule: scripts/lint-gate.test.ts expects nothing reported here.
import { describe, expect, it } from "vitest";

async function save(value: unknown): Promise<unknown> {
  return value;
}

describe("clean", () => {
  it("awaits what it saves", async () => {
    expect(await save(1)).toBe(1);
  });
});
