/** The page sizes a list offers, and the one it starts with. */
export const PAGE_SIZES = [10, 15, 20] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type PageSlot = number | "gap";

/** Total pages: count divided by page size, rounded up. */
export function pageCount(count: number, perPage: number): number {
  if (count <= 0 || perPage <= 0) return 0;
  return Math.ceil(count / perPage);
}

/**
 * The pages the control shows: the first, the last, the current one and one either
 * side, with a gap wherever pages are skipped.
 */
export function paginationWindow(current: number, total: number): PageSlot[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((value) => value >= 1 && value <= total)
    .sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const value of shown) {
    const previous = slots.at(-1);
    if (typeof previous === "number" && value - previous > 1) slots.push("gap");
    slots.push(value);
  }
  return slots;
}

/** Number of the first row of a page, so row numbers continue across pages. */
export function firstRowNumber(page: number, perPage: number): number {
  return (page - 1) * perPage + 1;
}
