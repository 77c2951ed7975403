import type { PageRequest } from "../../http/pagination.ts";
import { pageOffset } from "../../http/pagination.ts";

/** One page of a ranked table plus what the whole range adds up to. */
export type Ranked<T, Totals> = { count: number; results: T[]; totals: Totals };

/** Limit and offset of a page request, for the grouped query of a ranked table. */
export function window(page: PageRequest) {
  return { limit: page.per_page, offset: pageOffset(page) };
}
