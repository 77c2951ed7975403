/** What hotel orders may do with food orders: attach them to an order and read them with it. */
export { attachFoodOrders, foodOrdersOfHotelOrders, servesFoodSql } from "./hotel-orders.ts";
/** What the kitchen plan does with them: place a day's orders in its own transaction, and cancel them. */
export { placeFoodOrders } from "./place-many.ts";
export { applyStatus } from "./status.ts";
/** What the ledger bills a food order for and on which day. */
export { orderDay as foodOrderDay, orderTotalSql as foodOrderTotal } from "./read.ts";
