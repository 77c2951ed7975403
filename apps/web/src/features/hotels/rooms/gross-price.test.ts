import { describe, expect, it } from "vitest";
import { grossPrice } from "./gross-price.ts";

describe("grossPrice", () => {
  it("adds net price and profit exactly", () => {
    expect(grossPrice("300", "50")).toBe("350");
    expect(grossPrice("0.1", "0.2")).toBe("0.3");
    expect(grossPrice("9999999999.99", "0.01")).toBe("10000000000");
  });

  it("counts an empty field as zero", () => {
    expect(grossPrice("", "")).toBe("0");
    expect(grossPrice("120.5", " ")).toBe("120.5");
  });

  it("gives nothing while a field is unreadable", () => {
    expect(grossPrice("12a", "1")).toBeNull();
    expect(grossPrice("10", "-1")).toBeNull();
  });
});
