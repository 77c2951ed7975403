import { describe, expect, it } from "vitest";
import { maxY, monthsSpanned, rangeQuery } from "./statistics.ts";

describe("maxY", () => {
  it("is 100 up to 10, else the largest value rounded up at its leading digit", () => {
    expect([0, 7, 10, 11, 37, 99, 101, 1234, 10.9].map(maxY)).toEqual([100, 100, 100, 20, 40, 100, 200, 2000, 100]);
  });
});

describe("rangeQuery", () => {
  it("needs both ends, prefers date_from/date_to and allows a single day", () => {
    expect(rangeQuery.parse({ date_from: "01.02.2025" })).toBeNull();
    expect(rangeQuery.parse({ date_from: "05.03.2025", date_to: "05.03.2025", from_date: "01.01.2020", to_date: "01.01.2020" })).toEqual({
      from: { year: 2025, month: 3, day: 5 },
      to: { year: 2025, month: 3, day: 5 },
    });
  });

  it("spans at most 12 calendar months", () => {
    const span = (from: string, to: string) => monthsSpanned(rangeQuery.parse({ from_date: from, to_date: to })!);
    expect(span("01.01.2025", "31.12.2025")).toBe(12);
    expect(rangeQuery.safeParse({ date_from: "31.01.2025", date_to: "01.01.2026" }).success).toBe(false);
    expect(rangeQuery.safeParse({ date_from: "02.01.2025", date_to: "01.01.2025" }).success).toBe(false);
  });
});
