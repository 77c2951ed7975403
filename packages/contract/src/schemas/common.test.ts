import { describe, expect, it } from "vitest";
import { money, queryDate, wholeNumber, wireDateTime } from "./common.ts";

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("money", () => {
  it("takes numbers and numeric text and leaves as canonical decimal text", () => {
    expect(money.parse(0)).toBe("0");
    expect(money.parse(12.5)).toBe("12.5");
    expect(money.parse(" 0012.30 ")).toBe("12.30");
    expect(money.parse("-0")).toBe("0");
    expect(money.parse("999999999999.99")).toBe("999999999999.99");
  });

  it("refuses negatives, a third decimal, huge amounts and anything not a number", () => {
    expect(messageOf(money.safeParse(-1))).toBe("Summa manfiy bo'lmasligi kerak");
    expect(messageOf(money.safeParse("-0.01"))).toBe("Summa manfiy bo'lmasligi kerak");
    expect(messageOf(money.safeParse("1.005"))).toBe("Summada ko'pi bilan 2 ta kasr raqami bo'lishi mumkin");
    expect(messageOf(money.safeParse(0.1 + 0.2))).toBe("Summada ko'pi bilan 2 ta kasr raqami bo'lishi mumkin");
    expect(messageOf(money.safeParse("1000000000000"))).toBe("Summa juda katta");
    for (const value of ["", "1,5", "1e3", 1e21, "12.", ".5", "abc", null, true, [], {}]) {
      expect(money.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe("wholeNumber", () => {
  const seats = wholeNumber(1, 100, "Joylar soni butun son bo'lishi kerak");

  it("takes whole numbers as JSON or digits within the bounds", () => {
    expect(seats.parse(12)).toBe(12);
    expect(seats.parse(" 7 ")).toBe(7);
    expect(messageOf(seats.safeParse("0"))).toBe("Kamida 1 bo'lishi kerak");
    expect(messageOf(seats.safeParse(101))).toBe("Ko'pi bilan 100 bo'lishi kerak");
  });

  it("refuses fractions and text", () => {
    for (const value of [1.5, "2.5", "o'n", "", "1e2", null, false]) {
      expect(seats.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe("wireDateTime", () => {
  it("reads dd.MM.yyyy HH:mm on the Riyadh wall clock (UTC+3)", () => {
    expect(wireDateTime.parse("19.10.2025 17:01").toISOString()).toBe("2025-10-19T14:01:00.000Z");
    expect(wireDateTime.parse(" 01.01.2025 00:00 ").toISOString()).toBe("2024-12-31T21:00:00.000Z");
  });

  it("refuses other shapes and impossible times", () => {
    for (const value of ["19.10.2025", "2025-10-19 17:01", "31.02.2025 10:00", "19.10.2025 24:00", "19.10.2025 10:60", 1]) {
      expect(messageOf(wireDateTime.safeParse(value)), String(value)).toBe("Sana va vaqt dd.MM.yyyy HH:mm ko'rinishida bo'lishi kerak");
    }
  });
});

describe("queryDate", () => {
  it("reads yyyy-MM-dd and dd.MM.yyyy into the same calendar date and refuses the rest", () => {
    expect(queryDate.parse("2025-02-28")).toEqual({ year: 2025, month: 2, day: 28 });
    expect(queryDate.parse("28.02.2025")).toEqual({ year: 2025, month: 2, day: 28 });
    for (const value of ["2025-02-29", "29.02.2025", "2025-2-28", ""]) {
      expect(messageOf(queryDate.safeParse(value)), value).toBe("Sana yyyy-MM-dd yoki dd.MM.yyyy ko'rinishida bo'lishi kerak");
    }
  });
});
