import { describe, expect, it } from "vitest";
import { dayOf, readDateText, readTimeText, wireOfDay } from "./date-text.ts";

describe("readDateText", () => {
  it("reads a date typed day first, whatever separates its parts, as the wire dd.MM.yyyy", () => {
    expect(readDateText("05.03.2026")).toBe("05.03.2026");
    expect(readDateText(" 5.3.2026 ")).toBe("05.03.2026");
    expect(readDateText("5/3/2026")).toBe("05.03.2026");
    expect(readDateText("05-03-2026")).toBe("05.03.2026");
    expect(readDateText("05032026")).toBe("05.03.2026");
  });

  it("reads a date pasted year first", () => {
    expect(readDateText("2026-03-05")).toBe("05.03.2026");
    expect(readDateText("2026-02-30")).toBeNull();
  });

  it("tells an empty box from one that holds no date", () => {
    expect(readDateText("  ")).toBe("");
    expect(readDateText("05.03.20")).toBeNull();
    expect(readDateText("31.02.2026")).toBeNull();
    expect(readDateText("13/13/2026")).toBeNull();
  });
});

describe("readTimeText", () => {
  it("reads a 24-hour time as HH:mm", () => {
    expect(readTimeText("14:30")).toBe("14:30");
    expect(readTimeText("9:05")).toBe("09:05");
    expect(readTimeText("0905")).toBe("09:05");
    expect(readTimeText("23.59")).toBe("23:59");
  });

  it("refuses what is not a time on a 24-hour clock, and tells an empty box apart", () => {
    expect(readTimeText("")).toBe("");
    expect(readTimeText("24:00")).toBeNull();
    expect(readTimeText("12:60")).toBeNull();
    expect(readTimeText("2:30 PM")).toBeNull();
  });
});

describe("the calendar's days", () => {
  it("turn a wire date into the picker's day and back", () => {
    const day = dayOf("29.02.2028");
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate()]).toEqual([2028, 1, 29]);
    expect(wireOfDay(new Date(2026, 0, 7))).toBe("07.01.2026");
    expect(dayOf("")).toBeUndefined();
  });
});
