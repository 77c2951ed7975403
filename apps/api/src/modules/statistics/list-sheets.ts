import type { CounterAgent } from "@app/contract/schemas/counterparties";
import type { ActiveHotelOrder, CompletedHotelOrder, HotelOrder } from "@app/contract/schemas/hotel-orders";
import type { MonthlySalary } from "@app/contract/schemas/hr";
import type { FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import type { Batch } from "@app/contract/schemas/kitchen-warehouse";
import type { TransportOrder } from "@app/contract/schemas/taxi";
import type { Sheet } from "../../http/xlsx-export.ts";

/**
 * The list pages as spreadsheets (`?format=xlsx` on their list routes): the columns each page
 * shows, in Uzbek, from the rows its list function already returns.
 */
const CREATED = "Yaratilgan sana";

export const counterAgentListSheet: Sheet<CounterAgent> = {
  title: "Kontragentlar",
  file: "kontragentlar",
  columns: [
    { header: "Nomi", kind: "text", value: (row) => row.name },
    { header: "Manzil", kind: "text", value: (row) => row.address },
    { header: "Turi", kind: "text", value: (row) => row.counter_agent_type },
    { header: "Faol", kind: "text", value: (row) => row.status },
    { header: CREATED, kind: "datetime", value: (row) => row.created_at },
  ],
};

type AnyHotelOrder = HotelOrder | ActiveHotelOrder | CompletedHotelOrder;
const HOTEL_STATUS: Record<AnyHotelOrder["order_status"], string> = {
  Planned: "Rejalashtirilgan",
  Active: "Faol",
  Completed: "Tugallangan",
};
const hotelCost = (row: AnyHotelOrder) => ("hotel_total_price" in row ? row.hotel_total_price : row.total_guest_cost);
const foodCost = (row: AnyHotelOrder) => ("total_food_price" in row ? row.total_food_price : row.total_food_cost);
const totalCost = (row: AnyHotelOrder) => ("total_cost" in row ? row.total_cost : row.general_cost);

export const hotelOrderListSheet: Sheet<AnyHotelOrder> = {
  title: "Mehmonxona buyurtmalari",
  file: "mehmonxona-buyurtmalari",
  columns: [
    { header: "Buyurtma raqami", kind: "text", value: (row) => row.order_id },
    { header: "Mehmonxona", kind: "text", value: (row) => row.hotel_name },
    { header: "Turi", kind: "text", value: (row) => (row.guest_type === "group" ? "Guruh" : "Yakka") },
    { header: "Guruh", kind: "text", value: (row) => row.guest_group?.name },
    { header: "Holati", kind: "text", value: (row) => HOTEL_STATUS[row.order_status] },
    { header: "Kirish", kind: "datetime", value: (row) => row.check_in },
    { header: "Chiqish", kind: "datetime", value: (row) => row.check_out },
    { header: "Kechalar", kind: "number", value: (row) => row.nights },
    { header: "Kishilar soni", kind: "number", value: (row) => row.count_of_people },
    { header: "Mehmonxona narxi", kind: "money", value: hotelCost },
    { header: "Ovqat narxi", kind: "money", value: foodCost },
    { header: "Umumiy narx", kind: "money", value: totalCost },
    { header: CREATED, kind: "datetime", value: (row) => row.created_at },
  ],
};

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
    { header: "Buyurtma sanasi", kind: "date", value: (row) => row.order_time },
    { header: "Manzil", kind: "text", value: (row) => row.address },
    { header: CREATED, kind: "datetime", value: (row) => row.created_at },
  ],
};

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
    { header: CREATED, kind: "datetime", value: (row) => row.created_at },
  ],
};

const TRIP_STATUS: Record<TransportOrder["status"], string> = {
  created: "Yaratilgan",
  completed: "Bajarilgan",
  canceled: "Bekor qilingan",
};

export const transportOrderListSheet: Sheet<TransportOrder> = {
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

export const salaryListSheet: Sheet<MonthlySalary> = {
  title: "Oyliklar",
  file: "oyliklar",
  columns: [
    { header: "Oy", kind: "date", value: (row) => `01.${String(row.month).padStart(2, "0")}.${row.year}` },
    { header: "Oylik", kind: "money", value: (row) => row.salary },
    { header: "To'langan", kind: "text", value: (row) => row.status },
  ],
};
