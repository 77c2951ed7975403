import type { HotelOccupancy } from "@app/contract/schemas/order-analytics";

/**
 * Every hotel with rooms has a row for each month of the range, booked or not: with no night
 * booked anywhere the range has no occupancy to show, only zeros.
 */
export function isUnbooked(rows: HotelOccupancy[]): boolean {
  return rows.every((row) => row.booked_nights === 0);
}

/** 0.1234 -> "12.3%". */
export function occupancyPercent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
