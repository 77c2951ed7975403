import type { InvoiceSummary, StatementLine } from "@app/contract/schemas/finance";
import type { Sheet } from "../../http/xlsx-export.ts";
import { createdColumn } from "../../http/xlsx-export.ts";

const STATUS_LABELS: Record<InvoiceSummary["status"], string> = {
  draft: "Qoralama",
  issued: "Chiqarilgan",
  partially_paid: "Qisman to'langan",
  paid: "To'langan",
  void: "Bekor qilingan",
};

/** The invoice register as a spreadsheet: the list's columns, amounts beside their currency. */
export const invoiceListSheet: Sheet<InvoiceSummary> = {
  title: "Hisob-fakturalar",
  file: "hisob-fakturalar",
  columns: [
    { header: "Raqam", kind: "text", value: (row) => row.number },
    { header: "Sana", kind: "date", value: (row) => row.date },
    { header: "To'lov muddati", kind: "date", value: (row) => row.due_date },
    { header: "Kontragent", kind: "text", value: (row) => row.counter_agent_name },
    { header: "Valyuta", kind: "text", value: (row) => row.currency },
    { header: "Jami", kind: "amount", value: (row) => row.total },
    { header: "To'langan", kind: "amount", value: (row) => row.paid },
    { header: "Qoldiq", kind: "amount", value: (row) => row.balance },
    { header: "Jami", kind: "money", value: (row) => row.total_operating },
    { header: "Holat", kind: "text", value: (row) => STATUS_LABELS[row.status] },
    createdColumn(),
  ],
};

const LINE_LABELS: Record<StatementLine["type"], string> = {
  invoice: "Hisob-faktura",
  payment: "To'lov",
  exchange_difference: "Kurs farqi",
};

/** An agent's statement: each document in its currency and in the operating one, with the running balance. */
export const statementSheet: Sheet<StatementLine> = {
  title: "Hisob varag'i",
  file: "hisob-varagi",
  columns: [
    { header: "Sana", kind: "date", value: (row) => row.date },
    { header: "Hujjat", kind: "text", value: (row) => LINE_LABELS[row.type] },
    { header: "Raqam", kind: "text", value: (row) => row.number },
    { header: "Valyuta", kind: "text", value: (row) => row.currency },
    { header: "Summa (valyutada)", kind: "amount", value: (row) => row.amount_currency },
    { header: "Summa", kind: "money", value: (row) => row.amount },
    { header: "Qoldiq", kind: "money", value: (row) => row.balance },
  ],
};
