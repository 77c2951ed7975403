import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SEARCH } from "@app/contract/endpoints/search";
import { call } from "../../lib/api-client.ts";

/** What the header's search box finds for a settled term; nothing is asked for an empty one. */
export function useGlobalSearch(term: string) {
  return useQuery({
    queryKey: [SEARCH.find.path, term],
    // The box shows its own failure line with a retry, so the generic toast stays quiet.
    queryFn: ({ signal }) => call(SEARCH.find, { query: { q: term } }, { signal, toast: false }),
    enabled: term !== "",
    placeholderData: keepPreviousData,
  });
}
