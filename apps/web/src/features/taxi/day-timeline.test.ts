import { describe, expect, it } from "vitest";
import { dayOffset, timeOf } from "./day-timeline.ts";

describe("dayOffset", () => {
  it("places a start time on the day, midnight at 0 and noon half way", () => {
    expect(dayOffset("19.10.2025 00:00")).toBe(0);
    expect(dayOffset("19.10.2025 12:00")).toBe(50);
    expect(dayOffset("19.10.2025 18:00")).toBe(75);
    expect(dayOffset("19.10.2025 23:59")).toBeCloseTo(99.93, 2);
  });

  it("has no place for a malformed time", () => {
    expect(dayOffset("19.10.2025")).toBeNull();
  });
});

describe("timeOf", () => {
  it("keeps the time of day", () => {
    expect(timeOf("19.10.2025 07:05")).toBe("07:05");
  });
});
