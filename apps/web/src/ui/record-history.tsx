import { useId } from "react";
import { mayCall } from "@app/contract/endpoint";
import { AUDIT } from "@app/contract/endpoints/audit";
import type { AuditedEntity } from "@app/contract/schemas/audit";
import { uzAudit } from "../i18n/audit.ts";
import { useRecordHistory } from "../lib/audit-api.ts";
import { usePrincipal } from "../lib/session.tsx";
import { AuditTable } from "./audit-table.tsx";
import { Button } from "./button.tsx";
import { ListState } from "./list-state.tsx";

type RecordHistoryProps = {
  entity: AuditedEntity;
  id: string;
  /** Leaves out the 'Tarix' heading where a tab of that name already says it. */
  heading?: boolean;
};

/**
 * A record's 'Tarix': its changes from the journal, newest first, more on 'Ko‘proq'. Only the
 * roles that read the journal see it; for the others it is not there at all, not a refusal.
 */
export function RecordHistory({ entity, id, heading = true }: RecordHistoryProps) {
  const shown = mayCall(usePrincipal(), AUDIT.list.access);
  const headingId = useId();
  const history = useRecordHistory(entity, id, shown);
  if (!shown) return null;
  const entries = history.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <section className="flex flex-col gap-3 print:hidden" aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : uzAudit.history}>
      {heading && (
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {uzAudit.history}
        </h2>
      )}
      <ListState
        isLoading={history.isPending}
        isError={history.isError}
        error={history.error}
        onRetry={() => void history.refetch()}
        isEmpty={!entries.length}
        emptyText={uzAudit.historyEmpty}
      >
        <AuditTable entries={entries} variant="record" />
        {history.hasNextPage && (
          <div>
            <Button variant="secondary" size="sm" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {uzAudit.more}
            </Button>
          </div>
        )}
      </ListState>
    </section>
  );
}
