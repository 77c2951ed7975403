import { describe, expect, it } from "vitest";
import { decimalText } from "@app/contract/decimal";
import { profitPreview } from "./profit.ts";

const text = (gross: string | number | undefined, service: string | number | undefined) => {
  const profit = profitPreview(gross, service);
  return profit && decimalText(profit);
};

describe("profitPreview", () => {
  it("is the client's price less the driver's fee, exactly", () => {
    expect(text("150", "99.99")).toBe("50.01");
    expect(text("0.3", "0.1")).toBe("0.2");
    expect(text(200, "120,50")).toBe("79.5");
  });

  it("goes below zero while the price is under the fee", () => {
    expect(text("80", "100")).toBe("-20");
  });

  it("waits until both amounts are numbers", () => {
    expect(text("", "100")).toBeNull();
    expect(text("150", undefined)).toBeNull();
    expect(text("12a", "1")).toBeNull();
  });
});
