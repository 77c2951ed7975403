import { describe, expect, it } from "vitest";
import { parseWireDate } from "../dates.ts";
import { guestShares, nightsBetween, priceForNights } from "./stay.ts";

const date = (text: string) => {
  const parsed = parseWireDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return parsed;
};

describe("nightsBetween", () => {
  it("counts calendar nights, at least one", () => {
    expect(nightsBetween(date("19.10.2025"), date("22.10.2025"))).toBe(3);
    expect(nightsBetween(date("19.10.2025"), date("19.10.2025"))).toBe(1);
    expect(nightsBetween(date("19.10.2025"), date("20.10.2025"))).toBe(1);
    expect(nightsBetween(date("30.12.2025"), date("02.01.2026"))).toBe(3);
    expect(nightsBetween(date("28.02.2028"), date("01.03.2028"))).toBe(2);
  });
});

describe("priceForNights", () => {
  it("is every room's price for every night, exact", () => {
    expect(priceForNights(["100.00", "250.50"], 4).toFixed(2)).toBe("1402.00");
    expect(priceForNights([0.1, 0.2], 3).toFixed()).toBe("0.9");
    expect(priceForNights(["19999999999.98", "19999999999.98"], 365).toFixed(2)).toBe("14599999999985.40");
    expect(priceForNights([], 3).toFixed()).toBe("0");
  });
});

describe("guestShares", () => {
  it("rounds half-up and puts the remainder on the last share", () => {
    const shares = (price: string, weights: number[]) => guestShares(price, weights).map((share) => share.toFixed(2));
    expect(shares("1050.00", [1, 1, 1])).toEqual(["350.00", "350.00", "350.00"]);
    expect(shares("100.00", [1, 1, 1])).toEqual(["33.33", "33.33", "33.34"]);
    expect(shares("200.00", [1, 1, 1])).toEqual(["66.67", "66.67", "66.66"]);
    expect(shares("100.00", [2, 1])).toEqual(["66.67", "33.33"]);
    expect(shares("0.05", [1, 1])).toEqual(["0.03", "0.02"]);
  });
});
