import { describe, expect, it } from "vitest";
import { formatWhole, monthLabel, monthName } from "./chart-format.ts";

describe("report labels", () => {
  it("names months in Uzbek and groups thousands with spaces", () => {
    expect(monthLabel("2025-03")).toBe("Mart 2025");
    expect(monthLabel("2024-12")).toBe("Dekabr 2024");
    expect(monthName("2025-11")).toBe("Noyabr");
    expect(formatWhole(1234567.9)).toBe("1 234 567");
  });
});
