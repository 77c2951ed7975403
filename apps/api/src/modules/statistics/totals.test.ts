import { describe, expect, it } from "vitest";
import { parseIsoDate } from "@app/contract/dates";
import { periodOf } from "./range.ts";
import { monthRunsOf, slicesOf } from "./totals.ts";
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

describe("whole months read as years, quarters and months", () => {
  const runs = (first: string, last: string, current: string) =>
    monthRunsOf(first, last, current, [12, 3]).map(({ size, first: from, last: to, sign }) => `${sign > 0 ? "+" : "-"}${size}:${from}..${to}`);

  it("reads the months up to this one as their year less the months still to come", () => {
    expect(runs("2026-01-01", "2026-11-01", "2026-11-01")).toEqual(["+12:2026-01-01..2026-01-01", "-1:2026-12-01..2026-12-01"]);
    expect(runs("2025-12-01", "2026-11-01", "2026-11-01")).toEqual([
      "+1:2025-12-01..2025-12-01",
      "+12:2026-01-01..2026-01-01",
      "-1:2026-12-01..2026-12-01",
    ]);
  });

  it("reads past months as the whole quarters and years among them and the months at either end", () => {
    expect(runs("2025-02-01", "2026-11-01", "2027-03-01")).toEqual([
      "+1:2025-02-01..2025-03-01",
      "+3:2025-04-01..2026-07-01",
      "+1:2026-10-01..2026-11-01",
    ]);
    expect(runs("2024-01-01", "2025-12-01", "2026-06-01")).toEqual(["+12:2024-01-01..2025-01-01"]);
    expect(runs("2025-02-01", "2025-05-01", "2026-06-01")).toEqual(["+1:2025-02-01..2025-05-01"]);
  });
});
