import type { Transfer } from "@app/contract/schemas/taxi";
import type { Sheet } from "../../http/xlsx-export.ts";

const TRIP_STATUS: Record<Transfer["status"], string> = {
  created: "Yaratilgan",
  completed: "Bajarilgan",
  canceled: "Bekor qilingan",
};

/** The transfer-order list as a spreadsheet (`?format=xlsx`): the columns the page shows. */
export const transferListSheet: Sheet<Transfer> = {
  title: "Transfer buyurtmalari",
  file: "transfer-buyurtmalari",
  columns: [
    { header: "Buyurtma raqami", kind: "text", value: (row) => row.order_number },
    { header: "Avtomobil", kind: "text", value: (row) => row.transport_model_name },
    { header: "Haydovchi", kind: "text", value: (row) => row.name_of_driver },
    { header: "Sana va vaqt", kind: "datetime", value: (row) => row.perform_date },
    { header: "Qayerdan", kind: "text", value: (row) => row.from_location },
    { header: "Qayerga", kind: "text", value: (row) => row.to_location },
    { header: "Yo'lovchilar", kind: "number", value: (row) => row.passenger_count },
    { header: "Haydovchi haqi", kind: "money", value: (row) => row.service_fee },
    { header: "Mijoz narxi", kind: "money", value: (row) => row.gross_fee },
    { header: "Foyda", kind: "money", value: (row) => row.profit },
    { header: "Holati", kind: "text", value: (row) => TRIP_STATUS[row.status] },
  ],
};
