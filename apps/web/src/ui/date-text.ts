import { formatWireDate, isoToWire, parseWireDate, type CalendarDate } from "@app/contract/dates";

const pad = (value: string) => value.padStart(2, "0");

/** Day, month and year as people type them: 5.3.2026, 05/03/2026, 05-03-2026 or 05032026. */
const TYPED_DATE = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;

/** A date pasted from a spreadsheet or a system that writes it year first: 2026-03-05. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Hours and minutes on a 24-hour clock: 9:05, 09.05, 0905 or 905. */
const TYPED_TIME = /^(\d{1,2})[:. ]?(\d{2})$/;

/** What a date box holds: "" when empty, null when it cannot be read, else the wire date dd.MM.yyyy. */
export function readDateText(text: string): string | null {
  const typed = text.trim();
  if (!typed) return "";
  if (ISO_DATE.test(typed)) return isoToWire(typed);
  const match = TYPED_DATE.exec(typed);
  if (!match) return null;
  const [day, month, year] = match[1] ? [match[1], match[2], match[3]] : [match[4], match[5], match[6]];
  const wire = `${pad(day)}.${pad(month)}.${year}`;
  return parseWireDate(wire) ? wire : null;
}

/** What a time box holds: "" when empty, null when it cannot be read, else HH:mm. */
export function readTimeText(text: string): string | null {
  const typed = text.trim();
  if (!typed) return "";
  const match = TYPED_TIME.exec(typed);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${pad(match[1])}:${match[2]}`;
}

/** A calendar day as the date picker's Date: local midnight, since a picked day has no time zone. */
export function dayOf(wire: string): Date | undefined {
  const date = parseWireDate(wire);
  return date ? new Date(date.year, date.month - 1, date.day) : undefined;
}

/** The picker's Date back as a wire date. */
export function wireOfDay(day: Date): string {
  const date: CalendarDate = { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() };
  return formatWireDate(date);
}
