import { describe, expect, it } from "vitest";
import { passportWarning } from "./passport.ts";

/** Noon in Riyadh on 10.03.2025. */
const now = new Date("2025-03-10T09:00:00Z");

describe("passportWarning", () => {
  it("shows nothing when the server does not flag the passport", () => {
    expect(passportWarning({ validity_period: "01.01.2030", passport_expiring: false }, now)).toBeNull();
    expect(passportWarning({ validity_period: null, passport_expiring: false }, now)).toBeNull();
  });

  it("tells a passport that ended before today from one still valid", () => {
    expect(passportWarning({ validity_period: "09.03.2025", passport_expiring: true }, now)).toBe("expired");
    expect(passportWarning({ validity_period: "10.03.2025", passport_expiring: true }, now)).toBe("expiring");
    expect(passportWarning({ validity_period: "01.05.2025", passport_expiring: true }, now)).toBe("expiring");
  });

  it("reads today on the business wall clock, not the browser's", () => {
    const lateEvening = new Date("2025-03-09T22:30:00Z");
    expect(passportWarning({ validity_period: "09.03.2025", passport_expiring: true }, lateEvening)).toBe("expired");
  });
});
