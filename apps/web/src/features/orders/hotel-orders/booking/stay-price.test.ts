import { describe, expect, it } from "vitest";
import { stayNights, stayPrice } from "./stay-price.ts";

describe("stayNights", () => {
  it("counts calendar nights between the dates, whatever the hours", () => {
    expect(stayNights("19.10.2025 14:00", "22.10.2025 12:00")).toBe(3);
    expect(stayNights("19.10.2025 23:00", "20.10.2025 01:00")).toBe(1);
    expect(stayNights("30.12.2025 14:00", "02.01.2026 10:00")).toBe(3);
  });

  it("prices a same-day stay as one night", () => {
    expect(stayNights("19.10.2025 08:00", "19.10.2025 20:00")).toBe(1);
  });

  it("has no nights until the check-out is after the check-in", () => {
    expect(stayNights("19.10.2025 14:00", "19.10.2025 14:00")).toBeNull();
    expect(stayNights("19.10.2025 14:00", "18.10.2025 16:00")).toBeNull();
    expect(stayNights("", "19.10.2025 14:00")).toBeNull();
  });
});

describe("stayPrice", () => {
  it("multiplies one room's price by the nights", () => {
    expect(stayPrice([350], 3)).toBe("1050");
  });

  it("adds several rooms exactly, cents included", () => {
    expect(stayPrice([100.5, 200.25], 2)).toBe("601.5");
    expect(stayPrice([0.1, 0.2], 1)).toBe("0.3");
  });

  it("is zero without rooms", () => {
    expect(stayPrice([], 4)).toBe("0");
  });
});
