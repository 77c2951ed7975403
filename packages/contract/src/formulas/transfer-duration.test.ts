import { describe, expect, it } from "vitest";
import { defaultDurationMinutes } from "./transfer-duration.ts";

describe("default transfer duration", () => {
  it("follows the city pair either way round, an hour otherwise", () => {
    expect(defaultDurationMinutes("Jeddah", "Makkah")).toBe(90);
    expect(defaultDurationMinutes("Makkah", "Jeddah")).toBe(90);
    expect(defaultDurationMinutes("Madinah", "Makkah")).toBe(300);
    expect(defaultDurationMinutes("Jeddah", "Madinah")).toBe(270);
    expect(defaultDurationMinutes("Makkah", "Makkah")).toBe(60);
    expect(defaultDurationMinutes("other", "Makkah")).toBe(60);
    expect(defaultDurationMinutes(null, "Makkah")).toBe(60);
  });
});
