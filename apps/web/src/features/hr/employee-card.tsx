import { ArrowLeft, Pencil } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { uzCommon } from "../../i18n/common.ts";
import { uzHr } from "../../i18n/hr.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { PrintButton } from "../../ui/print-button.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { listQuery, listTabs } from "../../lib/list-view.ts";
import { useListView } from "../../lib/use-list-view.ts";
import { Button } from "../../ui/button.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { RecordHistory } from "../../ui/record-history.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { EmployeeDetails } from "./employee-details.tsx";
import { EmployeeEditSheet } from "./employee-edit-sheet.tsx";
import { useEmployee } from "./employees-api.ts";
import { ExpenseList } from "./expense-list.tsx";
import { employeeCardView } from "./hr-view.ts";
import { exportSalaries } from "./salaries-api.ts";
import { SalarySheet } from "./salary-sheet.tsx";

const t = uzHr;
const TABS = listTabs(employeeCardView);

function BackLink() {
  return (
    <Link to="/hr" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {t.back}
    </Link>
  );
}

/** /hr/{id}: the employee's facts, then their hiring expenses and monthly salary sheet in two tabs. */
export function EmployeeCard({ id, writable }: { id: string; writable: boolean }) {
  const employee = useEmployee(id);
  const [view, update] = useListView(employeeCardView);
  const [editing, setEditing] = useState(false);
  const missing = employee.error instanceof ApiError && employee.error.status === 404;
  const showTab = (value: string) => {
    const tab = TABS.find((name) => name === value);
    if (tab) update({ tab });
  };

  if (!employee.data) {
    return (
      <>
        <BackLink />
        <PageHeader title={t.card} />
        <ListState isLoading={employee.isPending} isError={employee.isError && !missing} error={employee.error} onRetry={() => void employee.refetch()} isEmpty={missing} emptyText={t.notFound}>
          {null}
        </ListState>
      </>
    );
  }

  const person = employee.data;
  const lists = { view, update, employeeId: id, writable };
  return (
    <>
      <BackLink />
      <PageHeader
        title={person.full_name}
        actions={
          <>
            {view.tab === "salaries" && <ExportButton label={t.salariesTab} onExport={() => exportSalaries(id, listQuery(view))} />}
            <PrintButton />
            {writable && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden />
                {uzCommon.edit}
              </Button>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <EmployeeDetails employee={person} />
        <Tabs value={view.tab} onValueChange={showTab}>
          <TabsList aria-label={t.sections}>
            <TabsTrigger value="expenses">{t.expensesTab}</TabsTrigger>
            <TabsTrigger value="salaries">{t.salariesTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="expenses">
            <ExpenseList {...lists} />
          </TabsContent>
          <TabsContent value="salaries">
            <SalarySheet {...lists} />
          </TabsContent>
        </Tabs>
        <RecordHistory entity="users" id={id} />
      </div>
      {editing && <EmployeeEditSheet employee={person} onClose={() => setEditing(false)} />}
    </>
  );
}
