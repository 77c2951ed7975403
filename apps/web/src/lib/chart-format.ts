import { uz } from "../i18n/uz.ts";

/** "2025-03" -> "Mart 2025": chart months in Uzbek. */
export function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${uz.report.months[Number(number) - 1]} ${year}`;
}

/** "2025-03" -> "Mart": an axis tick, the year being in the tooltip. */
export function monthName(month: string): string {
  return uz.report.months[Number(month.split("-")[1]) - 1];
}

/** Whole numbers on chart axes and counts: 1 234 567. */
export function formatWhole(value: number): string {
  return Math.trunc(value).toLocaleString("en-US").replaceAll(",", " ");
}
