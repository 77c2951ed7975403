import type { MonthlySalary } from "@app/contract/schemas/hr";
import { HR_CURRENCY } from "@app/contract/schemas/money";
import type { Sheet } from "../../http/xlsx-export.ts";

/** The salary list as a spreadsheet (`?format=xlsx`): the columns the page shows. */
export const salaryListSheet: Sheet<MonthlySalary> = {
  title: "Oyliklar",
  file: "oyliklar",
  columns: [
    { header: "Oy", kind: "date", value: (row) => `01.${String(row.month).padStart(2, "0")}.${row.year}` },
    { header: "Oylik", kind: "money", value: (row) => row.salary, currency: HR_CURRENCY },
    { header: "To'langan", kind: "text", value: (row) => row.status },
  ],
};
