import { describe, expect, it } from "vitest";
import { factorExplanation } from "./factor.ts";

describe("factorExplanation", () => {
  it("says how many recipe units one stock unit holds", () => {
    expect(factorExplanation("kg", "1000", "g")).toBe("1 kg = 1000 g");
    expect(factorExplanation("L", "1000,0", "ml")).toBe("1 L = 1000 ml");
    expect(factorExplanation("qop", "25.5", "kg")).toBe("1 qop = 25.5 kg");
  });

  it("says nothing while a unit is missing or the factor is not a positive number", () => {
    expect(factorExplanation(undefined, "1000", "g")).toBeNull();
    expect(factorExplanation("kg", "1000", undefined)).toBeNull();
    expect(factorExplanation("kg", "", "g")).toBeNull();
    expect(factorExplanation("kg", "0", "g")).toBeNull();
    expect(factorExplanation("kg", "abc", "g")).toBeNull();
  });
});
