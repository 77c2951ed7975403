import { describe, expect, it } from "vitest";
import { warningBadges } from "./pilgrim-badges.ts";

describe("warningBadges", () => {
  it("names each warning in Uzbek, in a fixed order, the passport first and in red", () => {
    expect(warningBadges(["no_mahram", "passport_expires_soon"])).toEqual([
      { warning: "passport_expires_soon", label: "Pasport muddati tugayapti", tone: "danger" },
      { warning: "no_mahram", label: "Mahram yo‘q", tone: "warning" },
    ]);
  });

  it("has no badge for a pilgrim without warnings", () => {
    expect(warningBadges([])).toEqual([]);
  });
});
