import { describe, expect, it } from "vitest";
import { HttpError } from "../../http/errors.ts";
import { assertPasswordUnlikeIdentity } from "./passwords.ts";

const dilnoza = { email: "dilnoza.karimova@hotel.uz", fullName: "Dilnoza Karimova" };
const refusal = (password: string, identity = dilnoza) => {
  try {
    assertPasswordUnlikeIdentity(password, identity, "new_password");
    return null;
  } catch (error) {
    return error instanceof HttpError ? error : null;
  }
};

describe("a password too similar to the user's email or name", () => {
  it("is refused on the named field", () => {
    const error = refusal("Dilnoza.Karimova@hotel.uz");
    expect(error?.statusCode).toBe(400);
    expect(error?.body).toEqual({
      new_password: ["Parol email yoki to'liq ismga juda o'xshash bo'lmasligi kerak"],
      detail: "Parol email yoki to'liq ismga juda o'xshash bo'lmasligi kerak",
    });
  });

  it("covers the whole values, their words with a few characters added, parts of them and near misses", () => {
    for (const similar of [
      "dilnoza.karimova",
      "DILNOZA KARIMOVA",
      "dilnozakarimova",
      "Dilnoza2025",
      "karimova!!",
      "2025Karimova",
      "noza.karimov",
      "di1noza.kar1mova",
    ]) {
      expect(refusal(similar), similar).not.toBeNull();
    }
  });

  it("lets through a password that only shares a short piece or nothing", () => {
    for (const unlike of ["Sabr2025yo", "Dilya-yoz-2025", "Karvon_yo'li_77", "Toshkent-Buxoro-7"]) {
      expect(refusal(unlike), unlike).toBeNull();
    }
    expect(refusal("Alijon-bahor-2025", { email: "ali@hotel.uz", fullName: "Ali Valiyev" })).toBeNull();
  });
});
