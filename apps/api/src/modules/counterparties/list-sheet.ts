import type { Counterparty } from "@app/contract/schemas/counterparties";
import { type Sheet, createdColumn } from "../../http/xlsx-export.ts";

/** The counterparty list as a spreadsheet (`?format=xlsx`): the columns the page shows. */
export const counterpartyListSheet: Sheet<Counterparty> = {
  title: "Kontragentlar",
  file: "kontragentlar",
  columns: [
    { header: "Nomi", kind: "text", value: (row) => row.name },
    { header: "Manzil", kind: "text", value: (row) => row.address },
    { header: "Turi", kind: "text", value: (row) => row.counter_agent_type },
    { header: "Faol", kind: "text", value: (row) => row.status },
    createdColumn(),
  ],
};
