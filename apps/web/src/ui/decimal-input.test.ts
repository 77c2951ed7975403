import { describe, expect, it } from "vitest";
import { cleanDecimalText } from "./decimal-input.tsx";

describe("cleanDecimalText", () => {
  it("turns a comma into a dot and keeps digits", () => {
    expect(cleanDecimalText("12,5")).toBe("12.5");
    expect(cleanDecimalText("1 500")).toBe("1500");
    expect(cleanDecimalText("0.125")).toBe("0.125");
  });

  it("drops signs, letters and every separator after the first", () => {
    expect(cleanDecimalText("-3kg")).toBe("3");
    expect(cleanDecimalText("1.2.3")).toBe("1.23");
    expect(cleanDecimalText("1,2.3")).toBe("1.23");
  });
});
