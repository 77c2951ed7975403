import { allowed, endpoint } from "../endpoint.ts";
import { idParams, pageSchema } from "../schemas/common.ts";
import {
  foodOrder,
  foodOrderInput,
  foodOrderListQuery,
  foodOrderStatusInput,
} from "../schemas/kitchen-food-orders.ts";

const LIST = "/orders/food_orders/";
const ITEM = "/orders/food_orders/:id/";
const MISSING = "Ovqat buyurtmasi topilmadi";
const read = allowed("orders", "read");
const write = allowed("orders", "write");
/**
 * An order's dish, portions and price are fixed once placed (its stock is already taken), so
 * both writes change only its status and ignore every other field of the body.
 */
const STATUS_SUMMARY = "Mark a pending food order done or canceled (canceling returns its stock)";

export const FOOD_ORDERS = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "Food orders, searched and filtered, one page or an xlsx file",
    query: foodOrderListQuery,
    response: pageSchema(foodOrder),
    xlsx: true,
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Place a food order for a dish, a menu or a ration, taking its ingredients from stock",
    body: foodOrderInput,
    response: foodOrder,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ITEM,
    access: read,
    summary: "One food order",
    params: idParams,
    response: foodOrder,
    missing: MISSING,
  }),
  update: endpoint({
    method: "PATCH",
    path: ITEM,
    access: write,
    summary: STATUS_SUMMARY,
    params: idParams,
    body: foodOrderStatusInput,
    response: foodOrder,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ITEM,
    access: write,
    summary: STATUS_SUMMARY,
    params: idParams,
    body: foodOrderStatusInput,
    response: foodOrder,
    missing: MISSING,
  }),
};
