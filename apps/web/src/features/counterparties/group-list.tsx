import { useState } from "react";
import type { GuestGroup } from "@app/contract/schemas/guest-groups";
import { uzCommon } from "../../i18n/common.ts";
import { uzCounterparties } from "../../i18n/counterparties.ts";
import { useDeleteGuestGroup, useGuestGroups } from "../../lib/guest-groups-api.ts";
import { listQuery } from "../../lib/list-view.ts";
import { GroupStatusBadge } from "../../ui/group-status-badge.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { StatusFilter } from "../../ui/status-filter.tsx";
import { Td, Th } from "../../ui/table.tsx";
import type { ListProps } from "./counterparties-view.ts";
import { GroupDialog } from "./group-dialog.tsx";

const t = uzCounterparties;

/** The Guruhlar tab: search, status filter, the table, pagination, and the edit and delete dialogs. */
export function GroupList({ view, update, writable }: ListProps) {
  const list = useGuestGroups(listQuery(view));
  const remove = useDeleteGuestGroup();
  const [editing, setEditing] = useState<GuestGroup | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <ListFilters view={view} update={update} placeholder={t.searchGroups}>
        <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
      </ListFilters>
      <ListTable
        list={list}
        view={view}
        update={update}
        emptyText={t.groupsEmpty}
        head={
          <>
            <Th>{t.groupName}</Th>
            <Th>{t.headCount}</Th>
            <Th>{uzCommon.status}</Th>
          </>
        }
        cells={(group) => (
          <>
            <Td className="font-medium text-ink">{group.name}</Td>
            <Td>{t.headCountValue(group.count)}</Td>
            <Td>
              <GroupStatusBadge status={group.guest_group_status} />
            </Td>
          </>
        )}
        onEdit={writable ? setEditing : undefined}
        remove={remove}
        deletedMessage={t.groupDeleted}
      />
      {editing && <GroupDialog group={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
