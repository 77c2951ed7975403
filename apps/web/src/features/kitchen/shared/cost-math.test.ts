import { describe, expect, it } from "vitest";
import { type Dec, dec, decimalText } from "@app/contract/decimal";
import { grossPrice, shownAmount, totalCost } from "./cost-math.ts";

const text = (value: Dec | null) => (value === null ? null : decimalText(value));

describe("totalCost and grossPrice", () => {
  it("adds the parts exactly and the markup on top", () => {
    const net = totalCost([dec(0.1), dec(0.2)]);
    expect(text(net)).toBe("0.3");
    expect(text(grossPrice(net, "15000.50"))).toBe("15000.8");
    expect(shownAmount(grossPrice(net, "15000.50"))).toBe(15000.8);
  });

  it("is unknown while any part or the markup is", () => {
    expect(totalCost([dec(0.1), null])).toBeNull();
    expect(grossPrice(totalCost([]), "")).toBeNull();
    expect(grossPrice(null, "10")).toBeNull();
    expect(text(totalCost([]))).toBe("0");
    expect(shownAmount(null)).toBeNull();
  });
});
