import { uzReport } from "../i18n/report.ts";

/** "2025-03" -> "Mart 2025": chart months in Uzbek. */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${uzReport.months[Number(number) - 1]} ${year}`;
}

/** "2025-03" -> "Mart": an axis tick, the year being in the tooltip. */
export function monthName(month: string): string {
  return uzReport.months[Number(month.split("-")[1]) - 1];
}

/** "05.11.2025" -> "05.11": a day's axis tick, the year being in the tooltip. */
export function dayTick(date: string): string {
  return date.slice(0, 5);
}

/** "05.11.2025" -> "5-noyabr 2025": a day in Uzbek, the month in lower case as inside a date. */
export function dayLabel(date: string): string {
  const [day, month, year] = date.split(".");
  return `${Number(day)}-${uzReport.months[Number(month) - 1].toLowerCase()} ${year}`;
}

/** Whole numbers on chart axes and counts: 1 234 567. */
export function formatWhole(value: number): string {
  return Math.trunc(value).toLocaleString("en-US").replaceAll(",", " ");
}
