import { uzHr } from "../../i18n/hr.ts";

/** A salary month in Uzbek ("Mart 2025"); the API's `month_year` is English. */
export function monthLabel({ month, year }: { month: number; year: number }): string {
  return `${uzHr.months[month - 1] ?? month} ${year}`;
}
