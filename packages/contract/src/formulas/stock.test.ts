import { describe, expect, it } from "vitest";
import { batchUnitPrice, inRecipeUnits, inStockUnits, quantityCost, stockUnitPrice } from "./stock.ts";

describe("units", () => {
  it("converts between stock and recipe units exactly", () => {
    expect(inRecipeUnits("2.5", "1000").toFixed()).toBe("2500");
    expect(inRecipeUnits("0.001", "0.0001").toFixed()).toBe("0.0000001");
    expect(inStockUnits("2500", "1000").toFixed()).toBe("2.5");
    expect(inStockUnits("1", "3").toDecimalPlaces(3).toFixed()).toBe("0.333");
  });
});

describe("batchUnitPrice", () => {
  it("is the gross price over the amount in recipe units, rounded half-up to 6 places", () => {
    expect(batchUnitPrice("45000", "1", "1000").toFixed(6)).toBe("45.000000");
    expect(batchUnitPrice("1", "3", "1").toFixed(6)).toBe("0.333333");
    expect(batchUnitPrice("2", "3", "1").toFixed(6)).toBe("0.666667");
    expect(batchUnitPrice("0.01", "20", "1000").toFixed(6)).toBe("0.000001");
    expect(batchUnitPrice("12.5", "0.25", "4").toFixed(6)).toBe("12.500000");
  });
});

describe("stockUnitPrice", () => {
  it("is the gross price over the amount arrived, rounded half-up to cents, not the recipe unit's price times the factor", () => {
    expect(stockUnitPrice("99.99", "2.5").toFixed()).toBe("40");
    expect(stockUnitPrice("100", "3").toFixed()).toBe("33.33");
    expect(stockUnitPrice("2", "3").toFixed()).toBe("0.67");
    // 1 000 g of a 100 for 3 kg delivery costs 33.333 at 0.033333 a gram.
    expect(batchUnitPrice("100", "3", "1000").times(1000).toFixed()).toBe("33.333");
  });
});

describe("quantityCost", () => {
  it("multiplies exactly and rounds half-up to cents", () => {
    expect(quantityCost("250", "0.015").toFixed()).toBe("3.75");
    expect(quantityCost("3", "0.333333").toFixed()).toBe("1");
    expect(quantityCost("1", "0.0125").toFixed()).toBe("0.01");
    expect(quantityCost("0.3", "0.1").toFixed()).toBe("0.03");
    expect(quantityCost("0.4", "0.0125").toFixed()).toBe("0.01");
  });
});
