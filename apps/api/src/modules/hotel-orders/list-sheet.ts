import type { ActiveHotelOrder, CompletedHotelOrder, HotelOrder } from "@app/contract/schemas/hotel-orders";
import { type Sheet, createdColumn } from "../../http/xlsx-export.ts";

type AnyHotelOrder = HotelOrder | ActiveHotelOrder | CompletedHotelOrder;
const HOTEL_STATUS: Record<AnyHotelOrder["order_status"], string> = {
  Planned: "Rejalashtirilgan",
  Active: "Faol",
  Completed: "Tugallangan",
  Canceled: "Bekor qilingan",
};
const hotelCost = (row: AnyHotelOrder) => ("hotel_total_price" in row ? row.hotel_total_price : row.total_guest_cost);
const foodCost = (row: AnyHotelOrder) => ("total_food_price" in row ? row.total_food_price : row.total_food_cost);
const totalCost = (row: AnyHotelOrder) => ("total_cost" in row ? row.total_cost : row.general_cost);

/** Each hotel-order list as a spreadsheet (`?format=xlsx`): the columns the pages show, whichever list's rows. */
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
    createdColumn(),
  ],
};
