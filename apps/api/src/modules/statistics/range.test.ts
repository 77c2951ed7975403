import { describe, expect, it } from "vitest";
import { BUSINESS_TIME_ZONE, type CalendarDate, addDays, formatIsoDate, zonedDateTime } from "@app/contract/dates";

describe("the business clock", () => {
  it("starts every day on a whole UTC hour, as the statistics' per-hour counting assumes (range.ts utcHour)", () => {
    const offHour: string[] = [];
    let day: CalendarDate = { year: 2000, month: 1, day: 1 };
    while (day.year < 2050) {
      if (zonedDateTime(day, 0, 0).getTime() % 3_600_000 !== 0) offHour.push(formatIsoDate(day));
      day = addDays(day, 1);
    }
    expect(offHour, BUSINESS_TIME_ZONE).toEqual([]);
  });
});
