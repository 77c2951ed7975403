import { EXPENSE_CATEGORY_LABELS, type GeneralExpense } from "@app/contract/schemas/expenses";
import { PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import { type Sheet, createdColumn } from "../../http/xlsx-export.ts";

/** The expense register as a spreadsheet (`?format=xlsx`): the columns the page shows, each amount beside its currency. */
export const generalExpenseListSheet: Sheet<GeneralExpense> = {
  title: "Xarajatlar",
  file: "xarajatlar",
  columns: [
    { header: "Sana", kind: "date", value: (row) => row.date },
    { header: "Turi", kind: "text", value: (row) => EXPENSE_CATEGORY_LABELS[row.category] },
    { header: "Kontragent", kind: "text", value: (row) => row.counter_agent_name },
    { header: "Summa", kind: "amount", value: (row) => row.amount },
    { header: "Valyuta", kind: "text", value: (row) => row.currency },
    { header: "To'lov manbai", kind: "text", value: (row) => PAYMENT_METHOD_LABELS[row.paid_from] },
    { header: "Izoh", kind: "text", value: (row) => row.note },
    createdColumn(),
  ],
};
