import type { ReactNode } from "react";
import type { Employee } from "@app/contract/schemas/hr";
import type { Currency } from "@app/contract/schemas/money";
import { uzCommon } from "../../i18n/common.ts";
import { uzHr } from "../../i18n/hr.ts";
import { uzNoRole, uzRoles } from "../../i18n/users.ts";
import { cn } from "../../lib/cn.ts";
import { formatAmount } from "../../lib/format.ts";
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

/** One sum, a line per currency it has money in. */
function Sum({ label, amounts, tone = "text-ink" }: { label: string; amounts: Array<[Currency, number]>; tone?: string }) {
  const shown = amounts.filter(([, value]) => value !== 0);
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      {shown.length ? (
        shown.map(([currency, value]) => (
          <dd key={currency} className={cn("mt-1 text-xl font-semibold whitespace-nowrap tabular-nums", tone)}>
            {formatAmount(value, currency)}
          </dd>
        ))
      ) : (
        <dd className="mt-1 text-xl font-semibold text-muted">—</dd>
      )}
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
          <span className="whitespace-nowrap tabular-nums">{formatAmount(employee.base_salary, employee.salary_currency)}</span>
        </Item>
        <Item label={t.lastSalary}>
          {employee.monthly_salary === null || employee.monthly_salary_currency === null ? null : (
            <span className="whitespace-nowrap tabular-nums">{formatAmount(employee.monthly_salary, employee.monthly_salary_currency)}</span>
          )}
        </Item>
      </dl>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Sum label={t.hiringExpenseTotal} amounts={employee.sums.map((sum) => [sum.currency, sum.hiring_expense])} />
        <Sum label={t.salaryPaidTotal} amounts={employee.sums.map((sum) => [sum.currency, sum.salary_paid])} tone="text-success" />
        <Sum label={t.salaryUnpaidTotal} amounts={employee.sums.map((sum) => [sum.currency, sum.salary_unpaid])} tone="text-danger" />
      </dl>
    </div>
  );
}
