import { describe, expect, it } from "vitest";
import { allocationsOf, remainingOf } from "./allocation.ts";

describe("a payment's allocation", () => {
  it("sends only the shares above zero and leaves the rest as credit, exactly", () => {
    const shares = { a: "0,10", b: "", c: "0", d: "0.20" };
    expect(allocationsOf(shares)).toEqual([
      { invoice: "a", amount: "0.1" },
      { invoice: "d", amount: "0.2" },
    ]);
    // 0.3 − 0.1 − 0.2 in binary floats is not 0.
    expect(remainingOf("0.30", shares)).toBe(0);
    expect(remainingOf("0.25", shares)).toBe(-0.05);
    expect(remainingOf("", {})).toBe(0);
  });
});
