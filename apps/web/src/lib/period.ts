import { type CalendarDate, addDays, businessDateOf, daysBetween, formatIsoDate, formatWireDate, parseWireDate, wireToIso } from "@app/contract/dates";
import { rangeQuery } from "@app/contract/schemas/statistics";

/** A report's date range as the statistics API takes it: dd.MM.yyyy at both ends, inclusive. */
export type Period = { date_from: string; date_to: string };
export const PERIOD_PRESETS = ["last12", "month", "lastMonth", "quarter", "year"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

function monthStart(date: CalendarDate, monthsBack: number): CalendarDate {
  const index = date.year * 12 + date.month - 1 - monthsBack;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

/**
 * The preset's range: last month whole, the others ending today; the last 12 months start on
 * the same day 11 months back, as the server's default.
 */
export function presetPeriod(preset: PeriodPreset, today: CalendarDate): Period {
  const to = formatWireDate(today);
  if (preset === "month") return { date_from: formatWireDate(monthStart(today, 0)), date_to: to };
  if (preset === "lastMonth") {
    return { date_from: formatWireDate(monthStart(today, 1)), date_to: formatWireDate(addDays(monthStart(today, 0), -1)) };
  }
  if (preset === "quarter") return { date_from: formatWireDate(monthStart(today, 2)), date_to: to };
  if (preset === "year") return { date_from: formatWireDate({ year: today.year, month: 1, day: 1 }), date_to: to };
  const start = monthStart(today, 11);
  const lastDay = addDays(monthStart(today, 10), -1).day;
  return { date_from: formatWireDate({ ...start, day: Math.min(today.day, lastDay) }), date_to: to };
}

export function today(): CalendarDate {
  return businessDateOf(new Date());
}

/** The preset a range matches, if any, so the picker can show it as chosen. */
export function presetOf(period: Period, on: CalendarDate): PeriodPreset | null {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, on);
    return candidate.date_from === period.date_from && candidate.date_to === period.date_to;
  }) ?? null;
}

/** The range kept in the URL (date_from/date_to), or the default last 12 months. */
export function periodFromSearch(search: URLSearchParams, on: CalendarDate): Period {
  const from = search.get("date_from");
  const to = search.get("date_to");
  return from && to && wireToIso(from) && wireToIso(to) ? { date_from: from, date_to: to } : presetPeriod("last12", on);
}

/** Why the server would refuse this range (the same rules), or null: such a range is not asked for. */
export function periodProblem(period: Period): string | null {
  const result = rangeQuery.safeParse(period);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Every day of the range, first to last, as dd.MM.yyyy: a day without orders still takes its place on a chart. */
export function periodDays(period: Period): string[] {
  const from = parseWireDate(period.date_from);
  const to = parseWireDate(period.date_to);
  if (!from || !to) return [];
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, offset) => formatWireDate(addDays(from, offset)));
}

/** Every month the range touches, as yyyy-MM, first to last. */
export function periodMonths(period: Period): string[] {
  const from = parseWireDate(period.date_from);
  const to = parseWireDate(period.date_to);
  if (!from || !to) return [];
  const count = Math.max(0, (to.year - from.year) * 12 + to.month - from.month + 1);
  return Array.from({ length: count }, (_, index) => formatIsoDate(monthStart(to, count - 1 - index)).slice(0, 7));
}
