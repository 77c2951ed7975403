import { useState } from "react";
import type { GuestGroup } from "@app/contract/schemas/guest-groups";
import { uz } from "../../i18n/uz.ts";
import { useDeleteFlow } from "../../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone } from "../../lib/use-list-view.ts";
import { Badge } from "../../ui/badge.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { firstRowNumber } from "../../ui/pagination-window.ts";
import { RowActions } from "../../ui/row-actions.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { StatusFilter } from "../../ui/status-filter.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import type { ListProps } from "./counterparties-view.ts";
import { GroupDialog } from "./group-dialog.tsx";
import { useDeleteGuestGroup, useGuestGroups } from "./guest-groups-api.ts";

const t = uz.counterparties;
const STATUS_TONES: Record<string, "warning" | "success"> = { Pending: "warning", Accepted: "success" };

/** Spec §2: Pending is 'Jarayonda', Accepted 'Faol', any other value is shown as it comes. */
function GroupStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{t.groupStatus[status] ?? status}</Badge>;
}

/** The Guruhlar tab: search, status filter, the table, pagination, and the edit and delete dialogs. */
export function GroupList({ view, update }: ListProps) {
  const list = useGuestGroups(view);
  const [editing, setEditing] = useState<GuestGroup | null>(null);
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  const deletion = useDeleteFlow<GuestGroup>({
    remove: useDeleteGuestGroup(),
    deletedMessage: t.groupDeleted,
    rowsOnPage: rows.length,
    page: view.page,
    update,
  });
  useFirstPageWhenGone(list.error, view.page, update);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.searchGroups} />
        <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
      </div>
      <ListState
        isLoading={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        emptyText={view.search ? uz.list.emptySearch : t.groupsEmpty}
      >
        <Table>
          <THead>
            <tr>
              <Th>{uz.common.number}</Th>
              <Th>{t.groupName}</Th>
              <Th>{t.headCount}</Th>
              <Th>{uz.common.status}</Th>
              <Th className="text-right">{uz.common.actions}</Th>
            </tr>
          </THead>
          <TBody>
            {rows.map((group, index) => (
              <Tr key={group.id}>
                <Td className="text-muted">{firstRow + index}</Td>
                <Td className="font-medium text-ink">{group.name}</Td>
                <Td>{t.headCountValue(group.count)}</Td>
                <Td>
                  <GroupStatusBadge status={group.guest_group_status} />
                </Td>
                <Td>
                  <RowActions
                    name={group.name}
                    onEdit={() => setEditing(group)}
                    onDelete={() => deletion.ask(group)}
                  />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </ListState>
      <Pagination
        page={view.page}
        perPage={view.perPage}
        count={list.data?.count ?? 0}
        onPageChange={(page) => update({ page })}
        onPerPageChange={(perPage) => update({ perPage })}
      />
      {editing && <GroupDialog group={editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </div>
  );
}
