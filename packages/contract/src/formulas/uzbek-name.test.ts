import { describe, expect, it } from "vitest";
import { searchFold } from "./search-fold.ts";
import { tidyName, uzbekName } from "./uzbek-name.ts";

describe("uzbekName", () => {
  it("writes every apostrophe of oʻ and gʻ as the turned comma ‘", () => {
    const spellings = ["Gʻaniyev", "G‘aniyev", "G’aniyev", "Gʼaniyev", "G`aniyev", "G'aniyev", "G´aniyev"];
    expect(new Set(spellings.map(uzbekName))).toEqual(new Set(["G\u2018aniyev"]));
    expect(uzbekName("O'tkir To`xtayev")).toBe("O\u2018tkir To\u2018xtayev");
    expect(uzbekName("go'sht")).toBe("go\u2018sht");
  });

  it("writes the tutuq belgisi after any other letter as ’", () => {
    const spellings = ["Maʻruf", "Ma‘ruf", "Ma’ruf", "Maʼruf", "Ma`ruf", "Ma'ruf", "Ma´ruf"];
    expect(new Set(spellings.map(uzbekName))).toEqual(new Set(["Ma\u2019ruf"]));
    expect(uzbekName("San'at")).toBe("San\u2019at");
  });

  it("reads a mark after a mark as the tutuq", () => {
    expect(uzbekName("Mo''jiza")).toBe("Mo\u2018\u2019jiza");
  });

  it("trims and writes one space between words", () => {
    expect(uzbekName("  Jo'rayev \t Otabek\n Nodirovich  ")).toBe("Jo\u2018rayev Otabek Nodirovich");
  });

  it("leaves a name without marks, Cyrillic ones included, as typed", () => {
    expect(uzbekName("Ганиев Ўткир")).toBe("Ганиев Ўткир");
    expect(uzbekName("Hilton Suites Makkah")).toBe("Hilton Suites Makkah");
  });

  it("is the same name to search before and after", () => {
    for (const name of ["G'aniyev", "Ma`ruf", "Qo'qon"]) expect(searchFold(uzbekName(name))).toBe(searchFold(name));
  });

  it("keeps its own result", () => {
    const once = uzbekName(" Sa'dulla  G`ulomov ");
    expect(uzbekName(once)).toBe(once);
  });
});

describe("tidyName", () => {
  it("only trims and collapses spaces, so a passport's apostrophe stays as printed", () => {
    expect(tidyName("  O'TKIR   G'ANIYEV ")).toBe("O'TKIR G'ANIYEV");
    expect(tidyName("Karimov\tAziz")).toBe("Karimov Aziz");
  });
});
