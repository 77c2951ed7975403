import { describe, expect, it } from "vitest";
import { hasCyrillic, toLatin } from "./transliteration.ts";

describe("toLatin", () => {
  it("spells Uzbek Cyrillic names as passports do", () => {
    expect(toLatin("Абдуллаев Ёқубжон")).toBe("Abdullayev Yoqubjon");
    expect(toLatin("Ғуломова Ўғилой")).toBe("G'ulomova O'g'iloy");
    expect(toLatin("Шоҳида Ерматова")).toBe("Shohida Yermatova");
    expect(toLatin("ШАРИПОВ ЧЎЛПОН")).toBe("SHARIPOV CHO'LPON");
  });

  it("leaves Latin text alone and tells Cyrillic apart", () => {
    expect(toLatin("Karimov Aziz")).toBe("Karimov Aziz");
    expect(hasCyrillic("Karimov Aziz")).toBe(false);
    expect(hasCyrillic("Каримов")).toBe(true);
  });
});
