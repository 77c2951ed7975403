import { describe, expect, it } from "vitest";
import { blockWidth, dayOffset, rowsBy, timeOf } from "./day-timeline.ts";

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

describe("blockWidth", () => {
  it("is the trip's share of the day, cut at midnight", () => {
    expect(blockWidth("19.10.2025 12:00", 90)).toBeCloseTo(6.25, 2);
    expect(blockWidth("19.10.2025 22:00", 300)).toBeCloseTo(100 / 12, 2);
  });
});

describe("rowsBy", () => {
  it("groups trips by holder and keeps those without one apart", () => {
    const trips = [{ id: 1, driver: "a" }, { id: 2, driver: null }, { id: 3, driver: "a" }];
    const { rows, unassigned } = rowsBy(trips, (trip) => trip.driver);
    expect(rows.get("a")?.map((trip) => trip.id)).toEqual([1, 3]);
    expect(unassigned.map((trip) => trip.id)).toEqual([2]);
  });
});
