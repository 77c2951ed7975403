import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney, formatQuantity, formatUnitPrice } from "./format.ts";

describe("formatMoney", () => {
  it("groups thousands with spaces and always shows two decimals", () => {
    expect(formatMoney(0)).toBe("0.00");
    expect(formatMoney(1500)).toBe("1 500.00");
    expect(formatMoney(1234567.5)).toBe("1 234 567.50");
    expect(formatMoney(999.999)).toBe("1 000.00");
  });
});

describe("formatAmount", () => {
  it("names the currency and shows so'm without a fraction", () => {
    expect(formatAmount(1200.5, "USD")).toBe("1 200.50 USD");
    expect(formatAmount(-7003.25, "SAR")).toBe("-7 003.25 SAR");
    expect(formatAmount(1750000.5, "UZS")).toBe("1 750 001 UZS");
  });
});

describe("formatQuantity", () => {
  it("drops a zero fraction and keeps up to three decimals", () => {
    expect(formatQuantity(12)).toBe("12");
    expect(formatQuantity(12.5)).toBe("12.5");
    expect(formatQuantity(0.125)).toBe("0.125");
    expect(formatQuantity(25000)).toBe("25 000");
  });
});

describe("formatUnitPrice", () => {
  it("keeps fractions of a cent up to six decimals", () => {
    expect(formatUnitPrice(0.045)).toBe("0.045");
    expect(formatUnitPrice(12)).toBe("12.00");
    expect(formatUnitPrice(0.0123456)).toBe("0.012346");
  });
});
