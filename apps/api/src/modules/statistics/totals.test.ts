import { describe, expect, it } from "vitest";
import { parseIsoDate } from "@app/contract/dates";
import { periodOf } from "./range.ts";
import { quartersOf, slicesOf } from "./totals.ts";
import { riyadh } from "./testing.ts";

const day = (value: string) => parseIsoDate(value)!;
const slices = (from: string, to: string, today: string) => {
  const { months, days } = slicesOf(periodOf({ from: day(from), to: day(to) }, riyadh(`${today}T12:00:00`)));
  return { months, days: days.map(({ from, to, sign }) => `${sign > 0 ? "+" : "-"}${from}..${to}`) };
};

describe("a period read from the totals", () => {
  it("takes whole months from the totals and nothing from the rows", () => {
    expect(slices("2025-01-01", "2025-03-31", "2025-06-15")).toEqual({ months: { first: "2025-01-01", last: "2025-03-01" }, days: [] });
  });

  it("adds the days of a month mostly outside the period and takes off those of a month mostly inside", () => {
    expect(slices("2024-12-22", "2025-11-20", "2025-11-22")).toEqual({
      months: { first: "2025-01-01", last: "2025-11-01" },
      days: ["+2024-12-22..2024-12-31", "-2025-11-21..2025-11-30"],
    });
  });

  it("counts the days after today as free to take off: the default range ending today reads its month from the totals", () => {
    expect(slices("2024-12-22", "2025-11-22", "2025-11-22")).toEqual({
      months: { first: "2025-01-01", last: "2025-11-01" },
      days: ["+2024-12-22..2024-12-31", "-2025-11-23..2025-11-30"],
    });
  });

  it("reads a short period inside one month from the rows, and a long one as the month less both ends", () => {
    expect(slices("2025-03-10", "2025-03-12", "2025-06-15")).toEqual({ months: null, days: ["+2025-03-10..2025-03-12"] });
    expect(slices("2025-03-02", "2025-03-30", "2025-06-15")).toEqual({
      months: { first: "2025-03-01", last: "2025-03-01" },
      days: ["-2025-03-01..2025-03-01", "-2025-03-31..2025-03-31"],
    });
  });
});

describe("whole months read as quarters", () => {
  it("keeps the months before the first whole quarter and after the last", () => {
    expect(quartersOf("2026-01-01", "2026-11-01")).toEqual({
      quarters: { first: "2026-01-01", last: "2026-07-01" },
      months: [{ first: "2026-10-01", last: "2026-11-01" }],
    });
    expect(quartersOf("2025-12-01", "2026-12-01")).toEqual({
      quarters: { first: "2026-01-01", last: "2026-10-01" },
      months: [{ first: "2025-12-01", last: "2025-12-01" }],
    });
    expect(quartersOf("2025-02-01", "2025-07-01")).toEqual({
      quarters: { first: "2025-04-01", last: "2025-04-01" },
      months: [
        { first: "2025-02-01", last: "2025-03-01" },
        { first: "2025-07-01", last: "2025-07-01" },
      ],
    });
  });

  it("has no quarter to offer when none fits whole", () => {
    expect(quartersOf("2025-02-01", "2025-05-01")).toBeNull();
    expect(quartersOf("2025-03-01", "2025-03-01")).toBeNull();
  });
});
