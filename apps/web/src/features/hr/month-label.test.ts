import { describe, expect, it } from "vitest";
import { monthLabel } from "./month-label.ts";

describe("monthLabel", () => {
  it("names the month in Uzbek", () => {
    expect(monthLabel({ month: 1, year: 2025 })).toBe("Yanvar 2025");
    expect(monthLabel({ month: 3, year: 2025 })).toBe("Mart 2025");
    expect(monthLabel({ month: 12, year: 2024 })).toBe("Dekabr 2024");
  });
});
