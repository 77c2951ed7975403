import type { FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import { type Sheet, createdColumn } from "../../http/xlsx-export.ts";

/** The food-order list as a spreadsheet (`?format=xlsx`): the columns the page shows. */
export const foodOrderListSheet: Sheet<FoodOrder> = {
  title: "Ovqat buyurtmalari",
  file: "ovqat-buyurtmalari",
  columns: [
    { header: "Buyurtma raqami", kind: "text", value: (row) => row.food_order_id },
    { header: "Mahsulot", kind: "text", value: (row) => row.food_name ?? row.menu_name ?? row.recipe_name },
    { header: "Mahsulot turi", kind: "text", value: (row) => row.product_type },
    { header: "Buyurtma turi", kind: "text", value: (row) => row.order_type },
    { header: "Kontragent", kind: "text", value: (row) => row.counter_agent_name },
    { header: "Soni", kind: "number", value: (row) => row.product_count },
    { header: "Narxi", kind: "money", value: (row) => row.price },
    { header: "Jami narx", kind: "money", value: (row) => row.total_price },
    { header: "Holati", kind: "text", value: (row) => row.status },
    { header: "Muddati o'tgan", kind: "text", value: (row) => row.overdue },
    { header: "Buyurtma sanasi", kind: "date", value: (row) => row.order_time },
    { header: "Manzil", kind: "text", value: (row) => row.address },
    createdColumn(),
  ],
};
