import { useState } from "react";
import { COUNTER_AGENT_TYPES, type CounterAgent } from "@app/contract/schemas/counterparties";
import { uz } from "../../i18n/uz.ts";
import { useDeleteFlow } from "../../lib/use-delete-flow.tsx";
import { useFirstPageWhenGone } from "../../lib/use-list-view.ts";
import { Badge } from "../../ui/badge.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { firstRowNumber } from "../../ui/pagination-window.ts";
import { RowActions } from "../../ui/row-actions.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { StatusFilter } from "../../ui/status-filter.tsx";
import { Table, TBody, Td, Th, THead, Tr } from "../../ui/table.tsx";
import { useCounterparties, useDeleteCounterparty } from "./counterparties-api.ts";
import type { ListProps } from "./counterparties-view.ts";
import { CounterpartySheet } from "./counterparty-sheet.tsx";

const t = uz.counterparties;
const typeOptions = COUNTER_AGENT_TYPES.map((type) => ({ value: type, label: type }));

/** The Kontragentlar tab: filters, the table, pagination, and the edit sheet and delete confirmation. */
export function CounterpartyList({ view, update }: ListProps) {
  const list = useCounterparties(view);
  const [editing, setEditing] = useState<CounterAgent | null>(null);
  const rows = list.data?.results ?? [];
  const firstRow = firstRowNumber(view.page, view.perPage);
  const deletion = useDeleteFlow<CounterAgent>({
    remove: useDeleteCounterparty(),
    deletedMessage: t.deleted,
    rowsOnPage: rows.length,
    page: view.page,
    update,
  });
  useFirstPageWhenGone(list.error, view.page, update);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.searchCounterparties} />
        <FilterSelect
          label={t.type}
          options={typeOptions}
          value={view.filters.counter_agent_type}
          onChange={(type) => update({ filters: { counter_agent_type: type } })}
        />
        <StatusFilter value={view.filters.status} onChange={(status) => update({ filters: { status } })} />
      </div>
      <ListState
        isLoading={list.isPending}
        isError={list.isError}
        isEmpty={rows.length === 0}
        emptyText={view.search ? uz.list.emptySearch : t.empty}
      >
        <Table>
          <THead>
            <tr>
              <Th>{uz.common.number}</Th>
              <Th>{t.name}</Th>
              <Th>{t.address}</Th>
              <Th>{t.type}</Th>
              <Th>{t.createdAt}</Th>
              <Th>{uz.common.status}</Th>
              <Th className="text-right">{uz.common.actions}</Th>
            </tr>
          </THead>
          <TBody>
            {rows.map((counterparty, index) => (
              <Tr key={counterparty.id}>
                <Td className="text-muted">{firstRow + index}</Td>
                <Td className="font-medium text-ink">{counterparty.name}</Td>
                <Td className="max-w-xs break-words">{counterparty.address}</Td>
                <Td>{counterparty.counter_agent_type}</Td>
                <Td className="whitespace-nowrap">{counterparty.created_at}</Td>
                <Td>
                  <Badge tone={counterparty.status ? "success" : "danger"}>{counterparty.status ? uz.common.active : uz.common.inactive}</Badge>
                </Td>
                <Td>
                  <RowActions
                    name={counterparty.name}
                    onEdit={() => setEditing(counterparty)}
                    onDelete={() => deletion.ask(counterparty)}
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
      {editing && <CounterpartySheet counterparty={editing} onClose={() => setEditing(null)} />}
      {deletion.dialog}
    </div>
  );
}
