import { mayCall } from "@app/contract/endpoint";
import { EMPLOYEES } from "@app/contract/endpoints/hr";
import { AUDITED_ENTITIES } from "@app/contract/schemas/audit";
import { uzAudit } from "../../i18n/audit.ts";
import { ListPage } from "../../layout/list-page.tsx";
import { useAuditList } from "../../lib/audit-api.ts";
import { listQuery } from "../../lib/list-view.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { useFirstPageWhenGone, useListView } from "../../lib/use-list-view.ts";
import { AuditTable } from "../../ui/audit-table.tsx";
import { DaysFilter } from "../../ui/date-range-filter.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { auditView } from "./audit-view.ts";
import { UserFilter } from "./user-filter.tsx";

const t = uzAudit;
const entityOptions = AUDITED_ENTITIES.map((entity) => ({ value: entity, label: t.entities[entity] })).sort((a, b) =>
  a.label.localeCompare(b.label, "uz"),
);

/** /audit, 'Audit': every change of the business records, newest first, by user, kind of record and days. */
export default function AuditPage({ title }: PageProps) {
  const picksUsers = mayCall(usePrincipal(), EMPLOYEES.list.access);
  const [view, update] = useListView(auditView);
  const list = useAuditList(listQuery(view));
  useFirstPageWhenGone(list.error, view.page, update);
  const filters = view.filters;
  const rows = list.data?.results ?? [];
  const chosenName = rows.find((entry) => entry.user?.id === filters.user)?.user?.full_name ?? "";

  return (
    <ListPage
      title={title}
      intro={t.intro}
      filters={
        <ListFilters>
          {picksUsers && <UserFilter value={filters.user} knownName={chosenName} onChange={(user) => update({ filters: { user } })} />}
          <FilterSelect label={t.entity} options={entityOptions} value={filters.entity} onChange={(entity) => update({ filters: { entity } })} />
          <DaysFilter filters={filters} update={update} />
        </ListFilters>
      }
    >
      <PagedList list={list} pages={view} update={update} emptyText={t.empty}>
        <AuditTable entries={rows} variant="journal" />
      </PagedList>
    </ListPage>
  );
}
