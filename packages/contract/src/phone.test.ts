import { describe, expect, it } from "vitest";
import { displayPhone } from "./phone.ts";

describe("displayPhone", () => {
  it("groups a stored number the international way, with its tel: address", () => {
    expect(displayPhone("+966501234567")).toEqual({ text: "+966 50 123 4567", href: "tel:+966501234567" });
    expect(displayPhone("+966125718888")).toEqual({ text: "+966 12 571 8888", href: "tel:+966125718888" });
    expect(displayPhone("+998901234567")).toEqual({ text: "+998 90 123 45 67", href: "tel:+998901234567" });
  });

  it("shows a number kept as typed before the rule as it is, with nothing to dial", () => {
    expect(displayPhone("+9665123456789")).toEqual({ text: "+9665123456789", href: null });
    expect(displayPhone("ofis: 12-34")).toEqual({ text: "ofis: 12-34", href: null });
  });
});
