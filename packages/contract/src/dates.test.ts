import { describe, expect, it } from "vitest";
import {
  addDays,
  businessDateOf,
  businessDayIso,
  daysBetween,
  formatIsoDate,
  formatWireDateTime,
  isTimeZone,
  localDateTimeToWire,
  parseWallClock,
  parseWireDateTime,
  wireToLocalDateTime,
  zonedDateTime,
} from "./dates.ts";

describe("parseWireDateTime", () => {
  it("reads the wall clock of Asia/Riyadh (UTC+3)", () => {
    expect(parseWireDateTime("19.10.2025 14:00")?.toISOString()).toBe("2025-10-19T11:00:00.000Z");
    expect(parseWireDateTime("01.01.2026 00:30")?.toISOString()).toBe("2025-12-31T21:30:00.000Z");
  });

  it("round-trips with formatWireDateTime", () => {
    const parsed = parseWireDateTime("29.02.2028 23:59");
    expect(parsed && formatWireDateTime(parsed)).toBe("29.02.2028 23:59");
  });

  it("honours another zone, daylight saving included", () => {
    expect(parseWireDateTime("15.01.2025 12:00", "Europe/Berlin")?.toISOString()).toBe("2025-01-15T11:00:00.000Z");
    expect(parseWireDateTime("15.07.2025 12:00", "Europe/Berlin")?.toISOString()).toBe("2025-07-15T10:00:00.000Z");
  });

  it("rejects anything but dd.MM.yyyy HH:mm with a real date and time", () => {
    for (const value of [
      "19.10.2025",
      "19.10.2025 14:00:00",
      "2025-10-19 14:00",
      "19.10.2025T14:00",
      "31.02.2025 10:00",
      "19.10.2025 24:00",
      "19.10.2025 12:60",
      "9.10.2025 12:00",
      " 19.10.2025 14:00",
      "",
    ]) {
      expect(parseWireDateTime(value), value).toBeNull();
    }
  });
});

describe("business calendar helpers", () => {
  it("gives the Riyadh date of an instant", () => {
    expect(businessDateOf(new Date("2025-10-19T20:59:00Z"))).toEqual({ year: 2025, month: 10, day: 19 });
    expect(businessDateOf(new Date("2025-10-19T21:00:00Z"))).toEqual({ year: 2025, month: 10, day: 20 });
    expect([businessDayIso(new Date("2025-10-19T20:59:00Z")), businessDayIso(new Date("2025-10-19T21:00:00Z"))]).toEqual(["2025-10-19", "2025-10-20"]);
  });

  it("turns a date and time into an instant", () => {
    expect(zonedDateTime({ year: 2025, month: 3, day: 5 }, 0, 0).toISOString()).toBe("2025-03-04T21:00:00.000Z");
  });

  it("moves across months and years and counts days between dates", () => {
    expect(addDays({ year: 2025, month: 12, day: 30 }, 3)).toEqual({ year: 2026, month: 1, day: 2 });
    expect(addDays({ year: 2025, month: 3, day: 1 }, -1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(daysBetween({ year: 2025, month: 2, day: 27 }, { year: 2025, month: 3, day: 2 })).toBe(3);
    expect(daysBetween({ year: 2025, month: 3, day: 2 }, { year: 2025, month: 3, day: 2 })).toBe(0);
  });
});

describe("wall clock and datetime-local values", () => {
  it("reads a wire datetime as its wall clock", () => {
    expect(parseWallClock("19.10.2025 14:05")).toEqual({ date: { year: 2025, month: 10, day: 19 }, hour: 14, minute: 5 });
    for (const value of ["19.10.2025", "31.02.2025 10:00", "19.10.2025 24:00", "19.10.2025 12:60", " 19.10.2025 12:00"]) {
      expect(parseWallClock(value), value).toBeNull();
    }
  });

  it("converts a wire datetime to a datetime-local value and back", () => {
    expect(wireToLocalDateTime("05.03.2025 09:30")).toBe("2025-03-05T09:30");
    expect(localDateTimeToWire("2025-03-05T09:30")).toBe("05.03.2025 09:30");
    expect(localDateTimeToWire(wireToLocalDateTime("29.02.2028 23:59") ?? "")).toBe("29.02.2028 23:59");
  });

  it("drops the seconds a browser may add", () => {
    expect(localDateTimeToWire("2025-03-05T09:30:15")).toBe("05.03.2025 09:30");
    expect(localDateTimeToWire("2025-03-05T09:30:15.250")).toBe("05.03.2025 09:30");
  });

  it("refuses malformed values", () => {
    expect(wireToLocalDateTime("2025-03-05T09:30")).toBeNull();
    for (const value of ["", "2025-03-05", "2025-02-30T10:00", "2025-03-05T25:00", "2025-03-05 09:30"]) {
      expect(localDateTimeToWire(value), value).toBeNull();
    }
  });
});

describe("isTimeZone", () => {
  it("knows IANA zone names and nothing else", () => {
    expect(isTimeZone("Asia/Riyadh")).toBe(true);
    expect(isTimeZone("Asia/Tashkent")).toBe(true);
    expect(isTimeZone("Makka/Markaz")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("the wall clock around offset changes", () => {
  /** What Intl itself renders, the reference the remembered hourly offsets must agree with. */
  const intlWire = (instant: Date, timeZone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
  };

  it.each([
    // Summer time starts at 01:00 UTC and ends at 01:00 UTC.
    ["Europe/Berlin", "2026-03-29T00:00:00Z"],
    ["Europe/Berlin", "2026-10-25T00:00:00Z"],
    // A half-hour summer time shift.
    ["Australia/Lord_Howe", "2026-04-04T14:00:00Z"],
    // +05:30 to +05:45 at 18:30 UTC: a change in the middle of an hour.
    ["Asia/Kathmandu", "1985-12-31T17:00:00Z"],
    ["Asia/Riyadh", "2026-11-26T00:00:00Z"],
  ])("%s near %s reads as Intl does, minute by minute", (timeZone, from) => {
    const start = Date.parse(from);
    for (let minute = 0; minute < 4 * 60; minute += 1) {
      const instant = new Date(start + minute * 60_000 + 30_000);
      expect(formatWireDateTime(instant, timeZone), instant.toISOString()).toBe(intlWire(instant, timeZone));
      expect(formatIsoDate(businessDateOf(instant, timeZone))).toBe(intlWire(instant, timeZone).slice(0, 10).split(".").reverse().join("-"));
    }
  });
});
