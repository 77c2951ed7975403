import type { ReactNode } from "react";
import type { Employee } from "@app/contract/schemas/hr";
import { uzCommon } from "../../i18n/common.ts";
import { uzHr } from "../../i18n/hr.ts";
import { uzNoRole, uzRoles } from "../../i18n/users.ts";
import { cn } from "../../lib/cn.ts";
import { formatMoney } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { PhoneLink } from "../../ui/phone-link.tsx";
import { PassportValidity } from "./passport-badge.tsx";

const t = uzHr;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children ?? <span className="text-muted">{uzCommon.notSet}</span>}</dd>
    </div>
  );
}

function Sum({ label, value, tone = "text-ink" }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={cn("mt-1 text-xl font-semibold tabular-nums", tone)}>{formatMoney(value)}</dd>
    </div>
  );
}

/** The employee card's facts: account, personnel record and the sums derived from expenses and salaries. */
export function EmployeeDetails({ employee }: { employee: Employee }) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 rounded-xl border border-line bg-surface p-5 sm:grid-cols-2 lg:grid-cols-4">
        <Item label={t.email}>{employee.email}</Item>
        <Item label={t.role}>{employee.role ? uzRoles[employee.role] : uzNoRole}</Item>
        <Item label={t.phone}>{employee.phone_number && <PhoneLink phone={employee.phone_number} />}</Item>
        <Item label={t.status}>
          <Badge tone={employee.is_active ? "success" : "danger"}>
            {employee.is_active ? uzCommon.active : uzCommon.inactive}
          </Badge>
        </Item>
        <Item label={t.dateCome}>{employee.date_come}</Item>
        <Item label={t.fromCome}>{employee.from_come}</Item>
        <Item label={t.passportNumber}>{employee.passport_number}</Item>
        <Item label={t.givenBy}>{employee.given_by}</Item>
        <Item label={t.validityPeriod}>
          <PassportValidity employee={employee} />
        </Item>
        <Item label={t.baseSalary}>
          <span className="tabular-nums">{formatMoney(employee.base_salary)}</span>
        </Item>
        <Item label={t.lastSalary}>
          {employee.monthly_salary === null ? null : <span className="tabular-nums">{formatMoney(employee.monthly_salary)}</span>}
        </Item>
      </dl>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Sum label={t.hiringExpenseTotal} value={employee.hiring_expense} />
        <Sum label={t.salaryPaidTotal} value={employee.salary_paid_total} tone="text-success" />
        <Sum label={t.salaryUnpaidTotal} value={employee.salary_unpaid_total} tone="text-danger" />
      </dl>
    </div>
  );
}
