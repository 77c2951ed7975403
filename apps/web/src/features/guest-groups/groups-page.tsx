import { useState } from "react";
import { Link } from "react-router";
import { mayCall } from "@app/contract/endpoint";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import { GUEST_GROUP_STATUSES, type GuestGroup } from "@app/contract/schemas/guest-groups";
import { groupPath } from "@app/contract/web-paths";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { ListPage } from "../../layout/list-page.tsx";
import { useDeleteGuestGroup, useGuestGroups } from "../../lib/guest-groups-api.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useListView } from "../../lib/use-list-view.ts";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { GroupStatusBadge } from "../../ui/group-status-badge.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { GroupSheet } from "./group-sheet.tsx";
import { useAgentOptions } from "./guest-groups-api.ts";
import { groupsView } from "./groups-view.ts";

const t = uzGuestGroups;
const STATUS_OPTIONS = GUEST_GROUP_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));

/** The agent filter, for the roles that may read the counter agents (operator and reception may not). */
function AgentFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const agents = useAgentOptions();
  return <FilterSelect label={t.agent} options={agents.options} value={value} onChange={onChange} />;
}

/** /groups: the guest groups with search, status and agent filters; the hotel and counterparty staff create and edit them. */
export default function GroupsPage({ title }: PageProps) {
  const principal = usePrincipal();
  const [view, update] = useListView(groupsView);
  const list = useGuestGroups(listQuery(view));
  const remove = useDeleteGuestGroup();
  const writable = mayCall(principal, GUEST_GROUPS.create.access);
  const [editing, setEditing] = useState<GuestGroup | "new" | null>(null);

  return (
    <>
      <ListPage
        title={title}
        create={writable && { label: t.newGroup, onClick: () => setEditing("new") }}
        filters={
          <ListFilters view={view} update={update} placeholder={t.searchGroups}>
            <FilterSelect
              label={t.status}
              options={STATUS_OPTIONS}
              value={view.filters.status}
              onChange={(status) => update({ filters: { status } })}
            />
            {mayCall(principal, COUNTERPARTIES.list.access) && (
              <AgentFilter value={view.filters.counter_agent} onChange={(counter_agent) => update({ filters: { counter_agent } })} />
            )}
          </ListFilters>
        }
      >
        <ListTable
          list={list}
          view={view}
          update={update}
          emptyText={t.groupsEmpty}
          head={
            <>
              <Th>{t.name}</Th>
              <Th>{t.agent}</Th>
              <Th>{t.leaderName}</Th>
              <Th className="text-right">{t.count}</Th>
              <Th className="text-right">{t.warningCount}</Th>
              <Th>{t.status}</Th>
            </>
          }
          cells={(group) => (
            <>
              <Td>
                <Link to={groupPath(group.id)} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                  {group.name}
                </Link>
              </Td>
              <Td>{group.counter_agent_name ?? t.noAgent}</Td>
              <Td>{group.leader_name ?? t.noAgent}</Td>
              <Td className="text-right">{group.count}</Td>
              <Td className="text-right">{group.warning_count}</Td>
              <Td>
                <GroupStatusBadge status={group.guest_group_status} />
              </Td>
            </>
          )}
          onEdit={writable ? setEditing : undefined}
          remove={remove}
          deletedMessage={t.groupDeleted}
        />
      </ListPage>
      {editing && <GroupSheet group={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
