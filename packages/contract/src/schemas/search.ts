import { z } from "zod";
import { uuid } from "./common.ts";

/** What the global search finds, in the order its groups are shown. */
export const SEARCH_KINDS = ["guest", "pilgrim", "booking", "group", "counter_agent", "food_order", "transfer"] as const;
export const searchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKind>;

export const globalSearchQuery = z.object({
  q: z.string().max(200, { error: "Qidiruv matni juda uzun" }).trim().default(""),
});
export type GlobalSearchQuery = z.infer<typeof globalSearchQuery>;

/** One record found: what to call it, a line that tells it apart, and the web path of its page. */
export const searchResult = z.object({
  kind: searchKind,
  id: uuid,
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;
