import { useState } from "react";
import { COUNTERPARTY_TYPES, type Counterparty } from "@app/contract/schemas/counterparties";
import { uzCommon } from "../../i18n/common.ts";
import { uzCounterparties } from "../../i18n/counterparties.ts";
import { Badge } from "../../ui/badge.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { StatusFilter } from "../../ui/status-filter.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { useCounterparties, useDeleteCounterparty } from "./counterparties-api.ts";
import type { ListProps } from "./counterparties-view.ts";
import { CounterpartySheet } from "./counterparty-sheet.tsx";

const t = uzCounterparties;
const typeOptions = COUNTERPARTY_TYPES.map((type) => ({ value: type, label: type }));

/** The Kontragentlar tab: filters, the table, pagination, and the edit sheet and delete confirmation. */
export function CounterpartyList({ view, update, writable }: ListProps) {
  const list = useCounterparties(view);
  const remove = useDeleteCounterparty();
  const [editing, setEditing] = useState<Counterparty | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <ListFilters view={view} update={update} placeholder={t.searchCounterparties}>
        <FilterSelect
          label={t.type}
          options={typeOptions}
          value={view.filters.counter_agent_type}
          onChange={(type) => update({ filters: { counter_agent_type: type } })}
        />
        <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
      </ListFilters>
      <ListTable
        list={list}
        view={view}
        update={update}
        emptyText={t.empty}
        head={
          <>
            <Th>{t.name}</Th>
            <Th>{t.address}</Th>
            <Th>{t.type}</Th>
            <Th>{t.createdAt}</Th>
            <Th>{uzCommon.status}</Th>
          </>
        }
        cells={(counterparty) => (
          <>
            <Td className="font-medium text-ink">{counterparty.name}</Td>
            <Td className="max-w-xs break-words">{counterparty.address}</Td>
            <Td>{counterparty.counter_agent_type}</Td>
            <Td className="whitespace-nowrap">{counterparty.created_at}</Td>
            <Td>
              <Badge tone={counterparty.status ? "success" : "danger"}>{counterparty.status ? uzCommon.active : uzCommon.inactive}</Badge>
            </Td>
          </>
        )}
        onEdit={writable ? setEditing : undefined}
        remove={remove}
        deletedMessage={t.deleted}
      />
      {editing && <CounterpartySheet counterparty={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
