import { z } from "zod";
import { foodOrderInput, type FoodOrderInput } from "@app/contract/schemas/kitchen-food-orders";
import { uzFoodOrders } from "../../../i18n/orders.ts";

const t = uzFoodOrders;

/** What is ordered, by `product_type` id: a dish, one meal's menu or a daily ration. */
export const PRODUCT_TYPE_IDS = ["0", "1", "2"] as const;
export type ProductTypeValue = (typeof PRODUCT_TYPE_IDS)[number];

/**
 * The new-order form. The contract's rules for portions and address apply as they are; the
 * chosen item and counterparty are ids picked from lists, and a menu or ration needs its date.
 */
export const orderForm = z
  .object({
    counter_agent: z.string().min(1, { error: t.chooseCounterparty }),
    product_type: z.enum(PRODUCT_TYPE_IDS),
    item: z.string().min(1, { error: t.chooseItem }),
    product_count: foodOrderInput.shape.product_count,
    order_time: z.string().nullable(),
    address: foodOrderInput.shape.address,
  })
  .superRefine((values, context) => {
    if (values.product_type !== "0" && !values.order_time) {
      context.addIssue({ code: "custom", path: ["order_time"], message: t.dateRequired });
    }
  });

export type OrderFormValues = z.input<typeof orderForm>;
type OrderFormOutput = z.output<typeof orderForm>;

/** The POST body: the item under its own key, and a date only for a menu or a ration (a dish has none). */
export function orderBody(values: OrderFormOutput): FoodOrderInput {
  const { product_type: type, item } = values;
  return {
    food: type === "0" ? item : null,
    menu: type === "1" ? item : null,
    recipe: type === "2" ? item : null,
    product_count: values.product_count,
    order_time: type === "0" ? null : values.order_time,
    counter_agent: values.counter_agent,
    address: values.address,
  };
}
