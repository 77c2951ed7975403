import { useQuery } from "@tanstack/react-query";
import { MAX_PER_PAGE, type Page } from "@app/contract/schemas/common";
import type { SelectOption } from "../ui/select.tsx";
import { get, type Query } from "./api-client.ts";

/**
 * The choices of a select (a filter, a form field) read from a list endpoint: its first
 * MAX_PER_PAGE rows. The query key starts with the path, so invalidating `[path]` after a
 * create or rename refreshes every select built on it along with the lists.
 */
export function useOptions<Row>(path: string, toOption: (row: Row) => SelectOption, query: Query = {}) {
  const options = useQuery({
    queryKey: [path, "options", query],
    queryFn: ({ signal }) => get<Page<Row>>(path, { query: { ...query, per_page: MAX_PER_PAGE }, signal }),
    staleTime: 60_000,
  });
  return { ...options, options: options.data?.results.map(toOption) ?? [] };
}
