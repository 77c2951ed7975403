import { describe, expect, it } from "vitest";
import { unitPrices } from "./unit-price.ts";

describe("unitPrices", () => {
  it("divides the delivery's price by its amount, and by the amount in recipe units", () => {
    expect(unitPrices("450000", "10", 1000)).toEqual({ stockUnit: "45000", recipeUnit: "45" });
    expect(unitPrices("100", "3", 1000)).toEqual({ stockUnit: "33.33", recipeUnit: "0.033333" });
    expect(unitPrices("12500,50", "2.5", 1)).toEqual({ stockUnit: "5000.2", recipeUnit: "5000.2" });
  });

  it("keeps a cheap recipe unit from rounding to zero", () => {
    expect(unitPrices("15000", "50", 1000)).toEqual({ stockUnit: "300", recipeUnit: "0.3" });
    expect(unitPrices("1", "1000", 1000)?.recipeUnit).toBe("0.000001");
  });

  it("waits for both numbers and an amount above zero", () => {
    expect(unitPrices("", "10", 1000)).toBeNull();
    expect(unitPrices("1000", "", 1000)).toBeNull();
    expect(unitPrices("1000", "0", 1000)).toBeNull();
    expect(unitPrices("abc", "10", 1000)).toBeNull();
  });
});
