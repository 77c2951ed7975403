/** Wire formats: dates dd.MM.yyyy, datetimes dd.MM.yyyy HH:mm. */

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

/** The business timezone: the hotels operate in Saudi Arabia. */
export const BUSINESS_TIME_ZONE = "Asia/Riyadh";

/** Is this an IANA time zone name the runtime knows ("Asia/Riyadh", "Asia/Tashkent")? */
export function isTimeZone(name: string): boolean {
  try {
    return name.length > 0 && new Intl.DateTimeFormat("en-GB", { timeZone: name }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

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
  const wall = wallTime(instant, timeZone);
  return `${formatWireDate(dateOfWall(wall))} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

const WIRE_DATE_TIME = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds, as Intl reads it. */
function readZoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

const HOUR = 3_600_000;
const MAX_REMEMBERED_HOURS = 10_000;
/** Per zone and hour since the epoch: the zone's offset all that hour, or null when it changes within it. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/**
 * How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. Reading it off
 * Intl costs microseconds, which a list renders per row; so an hour whose first and last minutes
 * have one offset is remembered as having it throughout, and only an hour with a change in it is
 * read instant by instant.
 */
function zoneOffset(instant: number, timeZone: string): number {
  let offsets = hourOffsets.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    hourOffsets.set(timeZone, offsets);
  }
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const first = readZoneOffset(hour * HOUR, timeZone);
    offset = first === readZoneOffset((hour + 1) * HOUR - 60_000, timeZone) ? first : null;
    if (offsets.size >= MAX_REMEMBERED_HOURS) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset ?? readZoneOffset(instant, timeZone);
}

/** The instant moved by the zone's offset, so its UTC fields read the zone's wall clock. */
const wallTime = (instant: Date, timeZone: string) => new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone));

const dateOfWall = (wall: Date): CalendarDate => ({ year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() });

/**
 * The instant a wall-clock time of the zone names. The offset is read twice so a time next to
 * a daylight-saving change resolves too (Asia/Riyadh has none, a configured zone may).
 */
export function zonedDateTime(date: CalendarDate, hour: number, minute: number, timeZone = BUSINESS_TIME_ZONE): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  return new Date(second);
}

/** "19.10.2025 14:00" on the business wall clock -> that instant; anything else -> null. */
export function parseWireDateTime(value: string, timeZone = BUSINESS_TIME_ZONE): Date | null {
  const match = WIRE_DATE_TIME.exec(value);
  if (!match) return null;
  const date = calendar(Number(match[3]), Number(match[2]), Number(match[1]));
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  if (!date || hour > 23 || minute > 59) return null;
  return zonedDateTime(date, hour, minute, timeZone);
}

/** The calendar date of an instant on the business wall clock. */
export function businessDateOf(instant: Date, timeZone = BUSINESS_TIME_ZONE): CalendarDate {
  return dateOfWall(wallTime(instant, timeZone));
}

/** The business day of an instant as yyyy-MM-dd, the form the database's date columns compare with. */
export const businessDayIso = (instant: Date): string => formatIsoDate(businessDateOf(instant));

/** The date `days` later (or earlier, when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}

/** A wire datetime read as the wall clock it names, with no time zone involved. */
export type WallClock = { date: CalendarDate; hour: number; minute: number };

/** "19.10.2025 14:00" -> {date: {2025, 10, 19}, hour: 14, minute: 0}; anything else -> null. */
export function parseWallClock(value: string): WallClock | null {
  const match = WIRE_DATE_TIME.exec(value);
  if (!match) return null;
  const date = calendar(Number(match[3]), Number(match[2]), Number(match[1]));
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  return date && hour <= 23 && minute <= 59 ? { date, hour, minute } : null;
}

/** Seconds are allowed because a browser may add them to a datetime-local value; they are dropped. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/** dd.MM.yyyy HH:mm -> yyyy-MM-ddTHH:mm (an <input type="datetime-local"> value), or null when malformed. */
export function wireToLocalDateTime(value: string): string | null {
  const clock = parseWallClock(value);
  return clock ? `${formatIsoDate(clock.date)}T${pad(clock.hour)}:${pad(clock.minute)}` : null;
}

/** yyyy-MM-ddTHH:mm (a datetime-local value) -> dd.MM.yyyy HH:mm, or null when malformed. */
export function localDateTimeToWire(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value);
  const date = match ? parseIsoDate(match[1]) : null;
  if (!match || !date || Number(match[2]) > 23 || Number(match[3]) > 59) return null;
  return `${formatWireDate(date)} ${match[2]}:${match[3]}`;
}
