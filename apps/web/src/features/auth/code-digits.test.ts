import { describe, expect, it } from "vitest";
import { emptyCode, enterDigits, eraseDigit } from "./code-digits.ts";

describe("enterDigits", () => {
  it("puts a typed digit in its box and moves on", () => {
    expect(enterDigits(emptyCode(6), 0, "4")).toEqual({ digits: ["4", "", "", "", "", ""], focus: 1 });
  });

  it("ignores anything that is not a digit", () => {
    expect(enterDigits(emptyCode(6), 2, "a")).toEqual({ digits: emptyCode(6), focus: 2 });
  });

  it("fills every box from a pasted whole code, whichever box has the focus", () => {
    expect(enterDigits(emptyCode(6), 3, "12 34-56")).toEqual({ digits: ["1", "2", "3", "4", "5", "6"], focus: 5 });
  });

  it("fills from the focused box when fewer digits arrive", () => {
    expect(enterDigits(["1", "", "", "", "", ""], 1, "23")).toEqual({ digits: ["1", "2", "3", "", "", ""], focus: 3 });
  });

  it("keeps the focus on the last box when it is filled", () => {
    expect(enterDigits(["1", "2", "3", "4", "5", ""], 5, "6").focus).toBe(5);
  });

  it("drops digits beyond the last box", () => {
    expect(enterDigits(emptyCode(6), 4, "789").digits).toEqual(["", "", "", "", "7", "8"]);
  });
});

describe("eraseDigit", () => {
  it("clears a filled box and stays", () => {
    expect(eraseDigit(["1", "2", "", "", "", ""], 1)).toEqual({ digits: ["1", "", "", "", "", ""], focus: 1 });
  });

  it("goes back and clears the previous box from an empty one", () => {
    expect(eraseDigit(["1", "2", "", "", "", ""], 2)).toEqual({ digits: ["1", "", "", "", "", ""], focus: 1 });
  });

  it("stays on the first box", () => {
    expect(eraseDigit(emptyCode(6), 0)).toEqual({ digits: emptyCode(6), focus: 0 });
  });
});
