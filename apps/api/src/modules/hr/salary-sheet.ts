import type { MonthlySalary } from "@app/contract/schemas/hr";
import { PAYMENT_METHOD_LABELS } from "@app/contract/schemas/money";
import type { Sheet } from "../../http/xlsx-export.ts";

/** The salary list as a spreadsheet (`?format=xlsx`): the columns the page shows, and how each month was paid. */
export const salaryListSheet: Sheet<MonthlySalary> = {
  title: "Oyliklar",
  file: "oyliklar",
  columns: [
    { header: "Oy", kind: "date", value: (row) => `01.${String(row.month).padStart(2, "0")}.${row.year}` },
    { header: "Oylik", kind: "amount", value: (row) => row.salary },
    { header: "Valyuta", kind: "text", value: (row) => row.currency },
    { header: "To'langan", kind: "text", value: (row) => row.status },
    { header: "To'langan sana", kind: "date", value: (row) => row.paid_at },
    { header: "To'lov usuli", kind: "text", value: (row) => row.method && PAYMENT_METHOD_LABELS[row.method] },
  ],
};
