import { useQuery } from "@tanstack/react-query";
import type { Endpoint, ResponseOf } from "@app/contract/endpoint";
import { MAX_PER_PAGE, type Page } from "@app/contract/schemas/common";
import type { SelectOption } from "../ui/select.tsx";
import { call, get, type Query, type QueryFor } from "./api-client.ts";

/** The row type of a list endpoint's page. */
export type RowOf<E extends Endpoint> = ResponseOf<E> extends Page<infer Row> ? Row : never;

/**
 * The choices of a select (a filter, a form field) read from a list endpoint: its first
 * MAX_PER_PAGE rows. The query key starts with the path, so invalidating `[path]` after a
 * create or rename refreshes every select built on it along with the lists.
 */
export function useOptions<E extends Endpoint>(
  endpoint: E,
  toOption: (row: RowOf<E>) => SelectOption,
  query?: QueryFor<E>,
): ReturnType<typeof useOptionsOf<RowOf<E>>>;
/** The same for a list not yet in the route table, read by its path. */
export function useOptions<Row>(path: string, toOption: (row: Row) => SelectOption, query?: Query): ReturnType<typeof useOptionsOf<Row>>;
export function useOptions(source: Endpoint | string, toOption: (row: unknown) => SelectOption, query: Query = {}) {
  return useOptionsOf(source, toOption, query);
}

function useOptionsOf<Row>(source: Endpoint | string, toOption: (row: Row) => SelectOption, query: Query) {
  const path = typeof source === "string" ? source : source.path;
  const paged = { ...query, per_page: MAX_PER_PAGE };
  const options = useQuery({
    queryKey: [path, "options", query],
    queryFn: ({ signal }) =>
      (typeof source === "string"
        ? get<Page<Row>>(path, { query: paged, signal })
        : call(source, { query: paged } as never, { signal })) as Promise<Page<Row>>,
    staleTime: 60_000,
  });
  return { ...options, options: options.data?.results.map(toOption) ?? [] };
}
