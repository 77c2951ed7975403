import { describe, expect, it } from "vitest";
import { grossPriceOf, orderTotal, profitOf } from "./price.ts";

describe("prices and markups", () => {
  it("adds the markup to the cost exactly", () => {
    expect(grossPriceOf("0.1", "0.2").toFixed()).toBe("0.3");
    expect(grossPriceOf("99.99", "0.01").toFixed(2)).toBe("100.00");
    expect(grossPriceOf(0.3, "15000.50").toFixed()).toBe("15000.8");
  });

  it("takes the cost off the price, below zero while the price is under it", () => {
    expect(profitOf("150", "99.99").toFixed()).toBe("50.01");
    expect(profitOf("80", "100.5").toFixed()).toBe("-20.5");
    expect(profitOf("12.50", "12.5").toFixed()).toBe("0");
  });

  it("prices an order by its portions", () => {
    expect(orderTotal("12.35", 3).toFixed()).toBe("37.05");
    expect(orderTotal(0.1, "3").toFixed()).toBe("0.3");
  });
});
