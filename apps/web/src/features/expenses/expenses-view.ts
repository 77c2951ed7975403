import { EXPENSE_CATEGORIES } from "@app/contract/schemas/expenses";
import { CURRENCIES, PAYMENT_METHODS } from "@app/contract/schemas/money";
import { defineListView, type ListPropsOf } from "../../lib/list-view.ts";

/** /expenses: the register filtered by category, currency, where it was paid from and a span of days. */
export const expensesView = defineListView({
  filters: {
    category: { values: EXPENSE_CATEGORIES },
    currency: { values: CURRENCIES },
    paid_from: { values: PAYMENT_METHODS },
    date_from: {},
    date_to: {},
  },
});

export type ExpenseListProps = ListPropsOf<typeof expensesView> & { writable: boolean };
