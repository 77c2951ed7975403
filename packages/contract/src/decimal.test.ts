import { describe, expect, it } from "vitest";
import { dec, decimalText, moneyNumber, moneyText, quantityNumber, quantityText, readDecimal, toMoney, toUnitPrice, unitPriceNumber, unitPriceText } from "./decimal.ts";

const typed = (text: string) => {
  const value = readDecimal(text);
  return value === null ? null : decimalText(value);
};

describe("readDecimal", () => {
  it("reads whole numbers, dots, commas and grouped digits", () => {
    expect(typed("12")).toBe("12");
    expect(typed("12.50")).toBe("12.5");
    expect(typed("0,125")).toBe("0.125");
    expect(typed("1 500 000")).toBe("1500000");
    expect(typed("7.")).toBe("7");
  });

  it("refuses negatives, signs, exponents, letters and empty text", () => {
    for (const bad of ["", "-1", "+1", "1e3", "abc", ".5", "1.2.3", "Infinity"]) expect(readDecimal(bad)).toBeNull();
  });
});

describe("decimal arithmetic", () => {
  it("is exact across scales, and goes below zero when it must", () => {
    expect(decimalText(dec("0.1").plus("0.2"))).toBe("0.3");
    expect(decimalText(dec("9999999999.99").plus("0.01"))).toBe("10000000000");
    expect(decimalText(dec("0.1").times("0.2"))).toBe("0.02");
    expect(decimalText(dec("0.05").minus("0.5"))).toBe("-0.45");
    expect(decimalText(dec("12.50").minus("12.5"))).toBe("0");
  });

  it("takes API numbers as they were written", () => {
    expect(decimalText(dec(1000))).toBe("1000");
    expect(decimalText(dec(0.0001))).toBe("0.0001");
    expect(decimalText(dec(12.345))).toBe("12.345");
    expect(decimalText(dec(0.0000001))).toBe("0.0000001");
  });

  it("multiplies the largest money by the largest quantity without rounding", () => {
    // 37 significant digits: a price × a quantity × a unit factor, all at their upper bounds.
    expect(decimalText(dec("999999999999.99").times("999999999.999").times("9999999.9999"))).toBe(
      "9999999999889900000000101099.999999999",
    );
  });
});

describe("rounding", () => {
  it("rounds half-up, as PostgreSQL's round() does", () => {
    expect(toMoney("0.005").toFixed()).toBe("0.01");
    expect(toMoney("0.125").toFixed()).toBe("0.13");
    expect(toMoney("0.0049999").toFixed()).toBe("0");
    expect(toMoney("-0.005").toFixed()).toBe("-0.01");
    expect(toUnitPrice("0.0000005").toFixed()).toBe("0.000001");
    expect(toUnitPrice(dec(2).dividedBy(3)).toFixed()).toBe("0.666667");
  });

  it("gives the rounded decimal's number whether or not a figure needs rounding", () => {
    const texts = ["0", "-0", "5", "12.3", "12.34", "-12.34", "12.345", "-12.345", "0.005", "1.0005", "007.50", "123456789012.99", "9007199254740993.01", "1e3", "0.1234567"];
    for (const text of texts) {
      for (const value of [text, dec(text)]) {
        expect(moneyNumber(value)).toBe(dec(text).toDecimalPlaces(2).toNumber());
        expect(quantityNumber(value)).toBe(dec(text).toDecimalPlaces(3).toNumber());
        expect(unitPriceNumber(value)).toBe(dec(text).toDecimalPlaces(6).toNumber());
      }
    }
    expect(moneyNumber(12.345)).toBe(12.35);
  });

  it("gives wire numbers and text at each figure's places", () => {
    expect(moneyNumber("12.345")).toBe(12.35);
    expect(quantityNumber("2.0005")).toBe(2.001);
    expect(unitPriceNumber("0.0150004")).toBe(0.015);
    expect(moneyText("5")).toBe("5.00");
    expect(unitPriceText("0.015")).toBe("0.015000");
    expect([quantityText("2"), quantityText("2.5"), quantityText("0.125"), quantityText("1.0004")]).toEqual(["2.00", "2.50", "0.125", "1.00"]);
  });
});
