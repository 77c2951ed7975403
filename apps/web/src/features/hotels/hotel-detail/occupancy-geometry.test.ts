import { describe, expect, it } from "vitest";
import { assignLanes, barGeometry } from "./occupancy-geometry.ts";

const first = { year: 2025, month: 10, day: 1 };

describe("barGeometry", () => {
  it("places a stay by the hour within a 30-day window", () => {
    // 12:00 on day 2 to 12:00 on day 5: 3 days of 30, starting 1.5 days in.
    expect(barGeometry("02.10.2025 12:00", "05.10.2025 12:00", first, 30)).toEqual({
      left: 1.5 / 30,
      width: 3 / 30,
      cutStart: false,
      cutEnd: false,
    });
  });

  it("cuts a stay that began before the window or ends after it", () => {
    expect(barGeometry("28.09.2025 14:00", "02.10.2025 00:00", first, 30)).toEqual({
      left: 0,
      width: 1 / 30,
      cutStart: true,
      cutEnd: false,
    });
    expect(barGeometry("30.10.2025 00:00", "03.11.2025 12:00", first, 30)).toEqual({
      left: 29 / 30,
      width: 1 / 30,
      cutStart: false,
      cutEnd: true,
    });
  });

  it("crosses a month end and a year end", () => {
    const december = { year: 2025, month: 12, day: 30 };
    expect(barGeometry("31.12.2025 00:00", "02.01.2026 00:00", december, 7)?.width).toBeCloseTo(2 / 7);
    expect(barGeometry("31.12.2025 00:00", "02.01.2026 00:00", december, 7)?.left).toBeCloseTo(1 / 7);
  });

  it("has no bar for a stay outside the window, touching its edges, or unreadable", () => {
    expect(barGeometry("20.09.2025 12:00", "01.10.2025 00:00", first, 30)).toBeNull();
    expect(barGeometry("31.10.2025 00:00", "02.11.2025 00:00", first, 30)).toBeNull();
    expect(barGeometry("05.10.2025 12:00", "05.10.2025 12:00", first, 30)).toBeNull();
    expect(barGeometry("2025-10-05 12:00", "06.10.2025 12:00", first, 30)).toBeNull();
  });
});

describe("assignLanes", () => {
  it("keeps bars that do not overlap in one lane, touching ones included", () => {
    expect(assignLanes([
      { left: 0.5, width: 0.2 },
      { left: 0, width: 0.5 },
    ])).toEqual({ lanes: [0, 0], count: 1 });
  });

  it("stacks overlapping bars and reuses a lane once it frees up", () => {
    expect(assignLanes([
      { left: 0, width: 0.4 },
      { left: 0.1, width: 0.2 },
      { left: 0.35, width: 0.3 },
      { left: 0.45, width: 0.1 },
    ])).toEqual({ lanes: [0, 1, 1, 0], count: 2 });
  });

  it("gives an empty row one lane", () => {
    expect(assignLanes([])).toEqual({ lanes: [], count: 1 });
  });
});
