import type { Batch } from "@app/contract/schemas/kitchen-warehouse";
import { type Sheet, createdColumn } from "../../../http/xlsx-export.ts";

/** The warehouse's batch list as a spreadsheet (`?format=xlsx`): the columns the page shows. */
export const batchListSheet: Sheet<Batch> = {
  title: "Ombor",
  file: "ombor",
  columns: [
    { header: "Mahsulot", kind: "text", value: (row) => row.product_name },
    { header: "Bo'lim", kind: "text", value: (row) => row.section },
    { header: "Kelgan miqdor", kind: "number", value: (row) => row.arrived_amount },
    { header: "Qoldiq", kind: "number", value: (row) => row.amount },
    { header: "O'lchov birligi", kind: "text", value: (row) => row.warehouse_measure },
    { header: "Umumiy narx", kind: "money", value: (row) => row.gross_price },
    { header: "Ombor birligi narxi", kind: "money", value: (row) => row.stock_unit_price },
    createdColumn(),
  ],
};
