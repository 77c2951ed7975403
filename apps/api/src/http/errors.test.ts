import { describe, expect, it } from "vitest";
import { invalid } from "./errors.ts";

describe("invalid", () => {
  it("sums a 400 up with its first field's message, never the field's wire name", () => {
    const error = invalid({ full_name: ["Ism kiritilmagan"], phone_number: ["Telefon noto'g'ri"] });
    expect(error.statusCode).toBe(400);
    expect(error.body).toEqual({
      full_name: ["Ism kiritilmagan"],
      phone_number: ["Telefon noto'g'ri"],
      detail: "Ism kiritilmagan",
    });
  });

  it("keeps a summary of the caller's own, and has a generic one when no field is named", () => {
    expect(invalid({ name: ["Bu nom band"] }, "Nom takrorlangan").body.detail).toBe("Nom takrorlangan");
    expect(invalid({}).body.detail).toBe("Ma'lumotlar noto'g'ri");
  });
});
