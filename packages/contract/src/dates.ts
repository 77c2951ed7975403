/** Wire formats (reference §1.3): dates dd.MM.yyyy, datetimes dd.MM.yyyy HH:mm. */

export type CalendarDate = { year: number; month: number; day: number };

const WIRE_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendar(year: number, month: number, day: number): CalendarDate | null {
  const probe = new Date(Date.UTC(year, month - 1, day));
  const valid =
    year >= 1900 &&
    year <= 2200 &&
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return valid ? { year, month, day } : null;
}

export function isValidDate(date: CalendarDate | null): date is CalendarDate {
  return date !== null;
}

/** "05.03.2025" -> {2025, 3, 5}; anything else (including 31.02.2025) -> null. */
export function parseWireDate(value: string): CalendarDate | null {
  const match = WIRE_DATE.exec(value);
  return match ? calendar(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** "2025-03-05" -> {2025, 3, 5}; used for SQL dates and query-string filters. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  return match ? calendar(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export function formatWireDate(date: CalendarDate): string {
  return `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}`;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** dd.MM.yyyy -> yyyy-MM-dd (e.g. for an <input type="date">), or null when malformed. */
export function wireToIso(value: string): string | null {
  const date = parseWireDate(value);
  return date ? formatIsoDate(date) : null;
}

/** yyyy-MM-dd -> dd.MM.yyyy, or null when malformed. */
export function isoToWire(value: string): string | null {
  const date = parseIsoDate(value);
  return date ? formatWireDate(date) : null;
}

/** The business timezone: the hotels operate in Saudi Arabia (reference §1.3). */
export const BUSINESS_TIME_ZONE = "Asia/Riyadh";

const wallClockCache = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockCache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallClockCache.set(timeZone, format);
  }
  return format;
}

/** An instant rendered as dd.MM.yyyy HH:mm on the business wall clock. */
export function formatWireDateTime(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}
