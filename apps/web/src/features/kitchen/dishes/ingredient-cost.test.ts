import { describe, expect, it } from "vitest";
import type { Ingredient } from "@app/contract/schemas/kitchen-dishes";
import { type Dec, decimalText } from "@app/contract/decimal";
import { estimateLineCost, lineCost } from "./ingredient-cost.ts";

const text = (value: Dec | null) => (value === null ? null : decimalText(value));

const saved: Ingredient = {
  id: "line-1",
  product: "rice",
  product_name: "Guruch",
  measure: "g",
  count: 250,
  price: 3.75,
  priced: true,
  status: true,
  created_at: "01.01.2025 10:00",
};

describe("estimateLineCost", () => {
  it("multiplies exactly and rounds half-up to cents like the server", () => {
    expect(text(estimateLineCost("0.015", "250"))).toBe("3.75");
    expect(text(estimateLineCost("0.333333", "3"))).toBe("1");
    expect(text(estimateLineCost("0.0125", "1"))).toBe("0.01");
    expect(text(estimateLineCost("0.1", "0.3"))).toBe("0.03");
  });

  it("is unknown without a unit price or a readable count", () => {
    expect(estimateLineCost(null, "250")).toBeNull();
    expect(estimateLineCost("0.015", "")).toBeNull();
    expect(estimateLineCost("0.015", "abc")).toBeNull();
  });
});

describe("lineCost", () => {
  it("shows the server's price while the count is as saved, however it is spelled", () => {
    expect(text(lineCost(saved, "250", "99"))).toBe("3.75");
    expect(text(lineCost(saved, "250.000", "99"))).toBe("3.75");
  });

  it("estimates from the unit price once the count changes, or for a new line", () => {
    expect(text(lineCost(saved, "300", "0.02"))).toBe("6");
    expect(text(lineCost(undefined, "100", "0.02"))).toBe("2");
  });

  it("leaves a saved line that was never priced unknown", () => {
    expect(lineCost({ ...saved, priced: false, price: 0 }, "250", "0.02")).toBeNull();
  });
});
