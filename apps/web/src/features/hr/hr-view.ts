import { ROLES } from "@app/contract/roles";
import { defineListView, STATUS_FILTER, type ListPropsOf } from "../../lib/list-view.ts";

/** /hr: the employee list, filtered by role and by the active flag. */
export const employeesView = defineListView({ filters: { role: { values: ROLES }, is_active: STATUS_FILTER } });

/**
 * /hr/{id}: the card's two tabs. Expenses filter by the paid flag (`status`) and a span of days;
 * the salary sheet only pages.
 */
export const employeeCardView = defineListView({
  filters: { status: STATUS_FILTER, date_after: {}, date_before: {} },
  tabs: { expenses: ["status", "date_after", "date_before"], salaries: [] },
});

export type EmployeeCardListProps = ListPropsOf<typeof employeeCardView> & { employeeId: string; writable: boolean };
