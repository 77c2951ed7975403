import { describe, expect, it } from "vitest";
import { dayLabel, dayTick, formatWhole, monthLabel, monthName } from "./chart-format.ts";

describe("report labels", () => {
  it("names months in Uzbek and groups thousands with spaces", () => {
    expect(monthLabel("2025-03")).toBe("Mart 2025");
    expect(monthLabel("2024-12")).toBe("Dekabr 2024");
    expect(monthName("2025-11")).toBe("Noyabr");
    expect(formatWhole(1234567.9)).toBe("1 234 567");
  });

  it("names days as dd.MM on an axis and in Uzbek words in a tooltip", () => {
    expect(dayTick("05.11.2025")).toBe("05.11");
    expect(dayLabel("05.11.2025")).toBe("5-noyabr 2025");
    expect(dayLabel("31.01.2026")).toBe("31-yanvar 2026");
  });
});
