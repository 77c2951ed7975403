import { describe, expect, it } from "vitest";
import { isUnbooked, occupancyPercent } from "./occupancy.ts";

const row = (booked_nights: number) => ({ hotel_id: "h1", hotel: "Hilton", month: "2025-03", booked_nights, available_nights: 310, rate: booked_nights / 310 });

describe("hotel occupancy", () => {
  it("has nothing to show when no night of the range is booked", () => {
    expect(isUnbooked([row(0), row(0)])).toBe(true);
    expect(isUnbooked([])).toBe(true);
    expect(isUnbooked([row(0), row(4)])).toBe(false);
  });

  it("shows a rate as a percent with one decimal", () => {
    expect(occupancyPercent(0.1234)).toBe("12.3%");
    expect(occupancyPercent(1)).toBe("100.0%");
    expect(occupancyPercent(0)).toBe("0.0%");
  });
});
