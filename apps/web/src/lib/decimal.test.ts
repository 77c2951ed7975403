import { describe, expect, it } from "vitest";
import { add, compare, decimalOf, decimalText, divide, multiply, parseDecimal, subtract } from "./decimal.ts";

const text = (value: string) => {
  const parsed = parseDecimal(value);
  if (!parsed) throw new Error(`unparsable ${value}`);
  return parsed;
};

describe("parseDecimal", () => {
  it("reads whole numbers, dots, commas and grouped digits", () => {
    expect(decimalText(text("12"))).toBe("12");
    expect(decimalText(text("12.50"))).toBe("12.5");
    expect(decimalText(text("0,125"))).toBe("0.125");
    expect(decimalText(text("1 500 000"))).toBe("1500000");
    expect(decimalText(text("7."))).toBe("7");
  });

  it("refuses negatives, signs, letters and empty text", () => {
    for (const bad of ["", "-1", "+1", "1e3", "abc", ".5", "1.2.3"]) expect(parseDecimal(bad)).toBeNull();
  });
});

describe("arithmetic", () => {
  it("adds exactly across scales", () => {
    expect(decimalText(add(text("0.1"), text("0.2")))).toBe("0.3");
    expect(decimalText(add(text("350"), text("49.99")))).toBe("399.99");
    expect(decimalText(add(text("9999999999.99"), text("0.01")))).toBe("10000000000");
  });

  it("multiplies exactly", () => {
    expect(decimalText(multiply(text("0.1"), text("0.2")))).toBe("0.02");
    expect(decimalText(multiply(text("2.5"), text("1000")))).toBe("2500");
  });

  it("divides rounding half-up to the asked places", () => {
    expect(decimalText(divide(text("45000"), text("1000"), 6)!)).toBe("45");
    expect(decimalText(divide(text("1"), text("3"), 6)!)).toBe("0.333333");
    expect(decimalText(divide(text("2"), text("3"), 6)!)).toBe("0.666667");
    expect(decimalText(divide(text("0.0000005"), text("1"), 6)!)).toBe("0.000001");
    expect(decimalText(divide(text("12.5"), text("0.25"), 2)!)).toBe("50");
  });

  it("subtracts across scales, going below zero when the second is larger", () => {
    expect(decimalText(subtract(text("150"), text("99.99")))).toBe("50.01");
    expect(decimalText(subtract(text("0.3"), text("0.1")))).toBe("0.2");
    expect(decimalText(subtract(text("80"), text("100.5")))).toBe("-20.5");
    expect(decimalText(subtract(text("0.05"), text("0.5")))).toBe("-0.45");
    expect(decimalText(subtract(text("12.50"), text("12.5")))).toBe("0");
  });

  it("compares across scales", () => {
    expect(compare(text("2.50"), text("2.5"))).toBe(0);
    expect(compare(text("2.501"), text("2.5"))).toBe(1);
    expect(compare(text("0.999"), text("1"))).toBe(-1);
  });

  it("has no quotient for a zero divisor", () => {
    expect(divide(text("1"), text("0.000"), 6)).toBeNull();
  });

  it("takes API numbers as they were written", () => {
    expect(decimalText(decimalOf(1000))).toBe("1000");
    expect(decimalText(decimalOf(0.0001))).toBe("0.0001");
    expect(decimalText(decimalOf(12.345))).toBe("12.345");
  });
});
