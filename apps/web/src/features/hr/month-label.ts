import { uz } from "../../i18n/uz.ts";

/** A salary month in Uzbek ("Mart 2025"); the API's `month_year` is English. */
export function monthLabel({ month, year }: { month: number; year: number }): string {
  return `${uz.hr.months[month - 1] ?? month} ${year}`;
}
