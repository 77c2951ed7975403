import { describe, expect, it } from "vitest";
import { RANGE_LENGTH_MESSAGE, RANGE_ORDER_MESSAGE } from "@app/contract/schemas/statistics";
import { periodDays, periodFromSearch, periodMonths, periodProblem, presetOf, presetPeriod } from "./period.ts";

const on = { year: 2025, month: 6, day: 15 };

describe("report periods", () => {
  it("computes each preset: last month whole, the others up to today", () => {
    expect(presetPeriod("month", on)).toEqual({ date_from: "01.06.2025", date_to: "15.06.2025" });
    expect(presetPeriod("lastMonth", on)).toEqual({ date_from: "01.05.2025", date_to: "31.05.2025" });
    expect(presetPeriod("lastMonth", { year: 2025, month: 1, day: 1 })).toEqual({ date_from: "01.12.2024", date_to: "31.12.2024" });
    expect(presetPeriod("lastMonth", { year: 2024, month: 3, day: 31 })).toEqual({ date_from: "01.02.2024", date_to: "29.02.2024" });
    expect(presetPeriod("quarter", on)).toEqual({ date_from: "01.04.2025", date_to: "15.06.2025" });
    expect(presetPeriod("year", on)).toEqual({ date_from: "01.01.2025", date_to: "15.06.2025" });
    expect(presetPeriod("last12", on)).toEqual({ date_from: "15.07.2024", date_to: "15.06.2025" });
    expect(presetPeriod("last12", { year: 2025, month: 12, day: 31 })).toEqual({ date_from: "31.01.2025", date_to: "31.12.2025" });
    expect(presetPeriod("last12", { year: 2026, month: 1, day: 31 })).toEqual({ date_from: "28.02.2025", date_to: "31.01.2026" });
  });

  it("reads the range from the URL, falling back to the last 12 months", () => {
    expect(periodFromSearch(new URLSearchParams("date_from=01.02.2025&date_to=03.02.2025"), on)).toEqual({
      date_from: "01.02.2025",
      date_to: "03.02.2025",
    });
    expect(periodFromSearch(new URLSearchParams("date_from=bad&date_to=03.02.2025"), on)).toEqual(presetPeriod("last12", on));
    expect(presetOf({ date_from: "01.01.2025", date_to: "15.06.2025" }, on)).toBe("year");
    expect(presetOf({ date_from: "02.01.2025", date_to: "15.06.2025" }, on)).toBeNull();
  });

  it("names what the server would refuse before asking", () => {
    expect(periodProblem({ date_from: "01.01.2025", date_to: "31.12.2025" })).toBeNull();
    expect(periodProblem({ date_from: "02.01.2025", date_to: "01.01.2025" })).toBe(RANGE_ORDER_MESSAGE);
    expect(periodProblem({ date_from: "01.01.2024", date_to: "01.01.2025" })).toBe(RANGE_LENGTH_MESSAGE);
  });

  it("lists every day and month of a range for the charts' slots", () => {
    expect(periodDays({ date_from: "27.02.2024", date_to: "02.03.2024" })).toEqual(["27.02.2024", "28.02.2024", "29.02.2024", "01.03.2024", "02.03.2024"]);
    expect(periodDays({ date_from: "05.05.2025", date_to: "05.05.2025" })).toEqual(["05.05.2025"]);
    expect(periodDays(presetPeriod("last12", on))).toHaveLength(336);
    expect(periodMonths({ date_from: "15.11.2024", date_to: "02.02.2025" })).toEqual(["2024-11", "2024-12", "2025-01", "2025-02"]);
    expect(periodMonths(presetPeriod("last12", on))).toHaveLength(12);
    expect(periodMonths({ date_from: "bad", date_to: "02.02.2025" })).toEqual([]);
  });
});
