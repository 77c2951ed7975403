import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { AUDIT } from "@app/contract/endpoints/audit";
import type { AuditedEntity } from "@app/contract/schemas/audit";
import { call, type QueryFor } from "./api-client.ts";
import { auditKey } from "./query-client.ts";

/** How many changes a record's Tarix panel shows at first and adds on each 'Ko‘proq'. */
const HISTORY_PAGE_SIZE = 10;

/** One page of the journal, as the Audit page's filters narrow it. */
export function useAuditList(query: QueryFor<typeof AUDIT.list>) {
  return useQuery({
    queryKey: [...auditKey, "list", query],
    queryFn: ({ signal }) => call(AUDIT.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One record's changes, newest first, a page more at a time; nothing is asked while `enabled` is false. */
export function useRecordHistory(entity: AuditedEntity, id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...auditKey, "record", entity, id],
    queryFn: ({ pageParam, signal }) =>
      call(AUDIT.list, { query: { entity, entity_id: id, page: pageParam, per_page: HISTORY_PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    enabled: enabled && Boolean(id),
  });
}
