import { useState } from "react";
import { Link } from "react-router";
import { ROLES } from "@app/contract/roles";
import type { Employee } from "@app/contract/schemas/hr";
import { employeePath } from "@app/contract/web-paths";
import { uzCommon } from "../../i18n/common.ts";
import { uzHr } from "../../i18n/hr.ts";
import { uzNoRole, uzRoles } from "../../i18n/users.ts";
import { ListPage } from "../../layout/list-page.tsx";
import { formatAmount } from "../../lib/format.ts";
import { listQuery } from "../../lib/list-view.ts";
import { useListView } from "../../lib/use-list-view.ts";
import { Badge } from "../../ui/badge.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { PagedTable } from "../../ui/list-table.tsx";
import { PhoneLink } from "../../ui/phone-link.tsx";
import { RowActions } from "../../ui/row-actions.tsx";
import { StatusFilter } from "../../ui/status-filter.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { EmployeeCreateSheet } from "./employee-create-sheet.tsx";
import { EmployeeEditSheet } from "./employee-edit-sheet.tsx";
import { useEmployees } from "./employees-api.ts";
import { employeesView } from "./hr-view.ts";
import { PassportValidity } from "./passport-badge.tsx";

const t = uzHr;
const roleOptions = ROLES.map((role) => ({ value: role, label: uzRoles[role] }));

/** /hr: the employees with search, role and active filters; HR writers hire and edit personnel fields. */
export function EmployeeList({ title, writable }: { title: string; writable: boolean }) {
  const [view, update] = useListView(employeesView);
  const list = useEmployees(listQuery(view));
  const [editing, setEditing] = useState<Employee | "new" | null>(null);

  return (
    <>
      <ListPage
        title={title}
        create={writable && { label: t.newEmployee, onClick: () => setEditing("new") }}
        filters={
          <ListFilters view={view} update={update} placeholder={t.searchPlaceholder}>
            <FilterSelect
              label={t.role}
              options={roleOptions}
              value={view.filters.role}
              onChange={(role) => update({ filters: { role } })}
            />
            <StatusFilter value={view.filters.is_active} onChange={(is_active) => update({ filters: { is_active } })} />
          </ListFilters>
        }
      >
        <PagedTable
          list={list}
          view={view}
          update={update}
          emptyText={t.empty}
          columnsKey="employees"
          head={
            <>
              <Th>{t.fullName}</Th>
              <Th>{t.role}</Th>
              <Th optional>{t.phone}</Th>
              <Th>{t.dateComeColumn}</Th>
              <Th className="text-right">{t.baseSalary}</Th>
              <Th>{t.passportColumn}</Th>
              <Th>{t.status}</Th>
            </>
          }
          cells={(employee) => (
            <>
              <Td>
                <Link to={employeePath(employee.id)} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                  {employee.full_name}
                </Link>
                <div className="text-xs text-muted">{employee.email}</div>
              </Td>
              <Td>{employee.role ? uzRoles[employee.role] : uzNoRole}</Td>
              <Td className="whitespace-nowrap">{employee.phone_number ? <PhoneLink phone={employee.phone_number} /> : "—"}</Td>
              <Td className="whitespace-nowrap">{employee.date_come ?? "—"}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatAmount(employee.base_salary, employee.salary_currency)}</Td>
              <Td>
                <PassportValidity employee={employee} />
              </Td>
              <Td>
                <Badge tone={employee.is_active ? "success" : "danger"}>
                  {employee.is_active ? uzCommon.active : uzCommon.inactive}
                </Badge>
              </Td>
            </>
          )}
          actions={writable ? (employee) => <RowActions name={employee.full_name} onEdit={() => setEditing(employee)} /> : undefined}
        />
      </ListPage>
      {editing === "new" && <EmployeeCreateSheet onClose={() => setEditing(null)} />}
      {editing && editing !== "new" && <EmployeeEditSheet employee={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
