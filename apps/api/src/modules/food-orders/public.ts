/** What hotel orders may do with food orders: attach them to an order and read them with it. */
export { attachFoodOrders, foodOrdersOfHotelOrders } from "./hotel-orders.ts";
