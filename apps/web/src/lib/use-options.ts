import { useQuery } from "@tanstack/react-query";
import type { Endpoint, ResponseOf } from "@app/contract/endpoint";
import { MAX_PER_PAGE, type Page } from "@app/contract/schemas/common";
import type { SelectOption } from "../ui/select.tsx";
import { call, type CallInput, type QueryFor } from "./api-client.ts";

/** The row type of a list endpoint's page. */
export type RowOf<E extends Endpoint> = ResponseOf<E> extends Page<infer Row> ? Row : never;

/** A list endpoint: no path parameters, a query, and a page of rows. */
type Listing = Endpoint & { params?: undefined; query: NonNullable<Endpoint["query"]> };

/**
 * The choices of a select (a filter, a form field) read from a list endpoint: its first
 * MAX_PER_PAGE rows. The query key starts with the path, so invalidating `[path]` after a
 * create or rename refreshes every select built on it along with the lists.
 */
export function useOptions<E extends Listing>(endpoint: E, toOption: (row: RowOf<E>) => SelectOption, query: QueryFor<E> = {}) {
  // A listing takes no path parameters, which TypeScript cannot see through CallInput of a generic endpoint.
  const input = { query: { ...query, per_page: MAX_PER_PAGE } } as unknown as CallInput<E>;
  const options = useQuery({
    queryKey: [endpoint.path, "options", query],
    queryFn: ({ signal }) => call(endpoint, input, { signal }) as Promise<Page<RowOf<E>>>,
    staleTime: 60_000,
  });
  return { ...options, options: options.data?.results.map(toOption) ?? [] };
}
