import { describe, expect, it } from "vitest";
import { monthFromSearch, monthParts, shiftMonth } from "./payroll-month.ts";

describe("payroll months", () => {
  it("reads the URL's month and falls back to the business month (Riyadh) for anything else", () => {
    const now = new Date("2025-06-30T22:30:00Z");
    expect(monthFromSearch(new URLSearchParams("month=2024-12"), now)).toBe("2024-12");
    for (const query of ["", "month=2024-13", "month=2024-1", "month=junk"]) {
      expect(monthFromSearch(new URLSearchParams(query), now), query).toBe("2025-07");
    }
  });

  it("steps across years both ways", () => {
    expect(shiftMonth("2025-01", -1)).toBe("2024-12");
    expect(shiftMonth("2024-12", 1)).toBe("2025-01");
    expect(shiftMonth("2025-06", 0)).toBe("2025-06");
    expect(monthParts("2025-06")).toEqual({ year: 2025, month: 6 });
  });
});
