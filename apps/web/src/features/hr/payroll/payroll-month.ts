import { businessDateOf } from "@app/contract/dates";

/** A payroll month as the API names it: yyyy-MM. */
export type MonthText = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month a URL names, or the current business month when it names none (or nonsense). */
export function monthFromSearch(search: URLSearchParams, now: Date): MonthText {
  const asked = search.get("month") ?? "";
  if (MONTH.test(asked)) return asked;
  const today = businessDateOf(now);
  return `${today.year}-${String(today.month).padStart(2, "0")}`;
}

/** The month `count` months after (or, negative, before) this one. */
export function shiftMonth(month: MonthText, count: number): MonthText {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** yyyy-MM as the month and year numbers the month label reads. */
export const monthParts = (month: MonthText) => ({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) });
