import { z } from "zod";
import { overrideCredit } from "./money.ts";
import {
  optionalText,
  pageQuery,
  queryBoolean,
  queryDate,
  searchQuery,
  uuid,
  wholeNumber,
  wireDate,
} from "./common.ts";

/** What is ordered: a dish, one meal's menu or a daily ration ("recipe"). */
export const PRODUCT_TYPES = { dish: 0, menu: 1, ration: 2 } as const;
export type ProductTypeId = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];
export const PRODUCT_TYPE_LABELS: Record<ProductTypeId, string> = { 0: "Ovqat", 1: "Menu", 2: "Retsept" };

/** A dish is delivered once; a menu or a ration runs from `order_time` on. */
export const ORDER_TYPES = { continuous: 0, once: 1 } as const;
export type OrderTypeId = (typeof ORDER_TYPES)[keyof typeof ORDER_TYPES];
export const ORDER_TYPE_LABELS: Record<OrderTypeId, string> = { 0: "Davomiy", 1: "Bir martalik" };

export const FOOD_ORDER_STATUSES = { canceled: -1, pending: 0, done: 1 } as const;
export type FoodOrderStatusId = (typeof FOOD_ORDER_STATUSES)[keyof typeof FOOD_ORDER_STATUSES];
export const FOOD_ORDER_STATUS_LABELS: Record<FoodOrderStatusId, string> = {
  [-1]: "Bekor qilindi",
  0: "Kutilmoqda",
  1: "Tugagan",
};

/**
 * A food order: labels where legacy screens show them, and
 * the numeric `*_id` fields to filter and branch on. Exactly one of `food_name`,
 * `menu_name`, `recipe_name` is present. `price`, `net_price` and `profit` are per portion,
 * frozen when the order was placed.
 */
export const foodOrder = z.object({
  id: uuid,
  food_order_id: z.string(),
  food: uuid.nullable(),
  menu: uuid.nullable(),
  recipe: uuid.nullable(),
  food_name: z.string().optional(),
  menu_name: z.string().optional(),
  recipe_name: z.string().optional(),
  product_type: z.string(),
  product_type_id: z.number().int(),
  order_type: z.string(),
  order_type_id: z.number().int(),
  product_count: z.number().int(),
  order_time: z.string().nullable(),
  experience_date: z.string().nullable(),
  counter_agent: uuid.nullable(),
  counter_agent_name: z.string().nullable(),
  address: z.string().nullable(),
  price: z.number(),
  net_price: z.number(),
  profit: z.number(),
  total_price: z.number(),
  status: z.string(),
  status_id: z.number().int(),
  /** Still pending after its day: its `order_time`, or for a dish the day it was placed, on the business clock. */
  overdue: z.boolean(),
  created_at: z.string(),
});
export type FoodOrder = z.infer<typeof foodOrder>;

export const MAX_PORTIONS = 100_000;

const orderedItem = uuid.nullish();

export const foodOrderInput = z
  .object({
    food: orderedItem,
    menu: orderedItem,
    recipe: orderedItem,
    product_count: wholeNumber(1, MAX_PORTIONS, "Porsiya soni butun son bo'lishi kerak").default(1),
    order_time: wireDate.nullish(),
    counter_agent: uuid,
    address: optionalText(1200),
    override_credit: overrideCredit,
  })
  .superRefine((value, ctx) => {
    const chosen = [value.food, value.menu, value.recipe].filter(Boolean).length;
    if (chosen !== 1) {
      ctx.addIssue({
        code: "custom",
        path: ["non_field_errors"],
        message: "Ovqat, menyu yoki ratsiondan faqat bittasi tanlanishi kerak",
      });
    } else if (!value.food && !value.order_time) {
      ctx.addIssue({ code: "custom", path: ["order_time"], message: "Davomiy buyurtma uchun sana kiritilishi shart" });
    }
  });
export type FoodOrderInput = z.infer<typeof foodOrderInput>;

/** Only the status changes after creation: 0 -> 1 (done) or 0 -> -1 (canceled), once. */
export const foodOrderStatusInput = z.object({
  status: wholeNumber(-1, 1, "Holat -1, 0 yoki 1 bo'lishi kerak"),
});
export type FoodOrderStatusInput = z.infer<typeof foodOrderStatusInput>;

const queryInt = (values: readonly [string, ...string[]], message: string) =>
  z.enum(values, { error: message }).transform(Number);

/**
 * How a list is sorted: by the order's day or its total, `-` first for the latest or largest
 * first. Without one, the newest placed come first.
 */
export const FOOD_ORDER_ORDERINGS = ["-date", "date", "-total_price", "total_price"] as const;
export type FoodOrderOrdering = (typeof FOOD_ORDER_ORDERINGS)[number];

export const foodOrderListQuery = pageQuery.extend({
  ...searchQuery.shape,
  counter_agent: uuid.optional(),
  status: queryInt(["-1", "0", "1"], "Holat -1, 0 yoki 1 bo'lishi kerak").optional(),
  product_type: queryInt(["0", "1", "2"], "Mahsulot turi 0, 1 yoki 2 bo'lishi kerak").optional(),
  order_type: queryInt(["0", "1"], "Buyurtma turi 0 yoki 1 bo'lishi kerak").optional(),
  order_time: queryDate.optional(),
  /** The order's day (as `overdue` reads it) from and to, both inclusive. */
  date_from: queryDate.optional(),
  date_to: queryDate.optional(),
  ordering: z.enum(FOOD_ORDER_ORDERINGS, { error: "Saralash -date, date, -total_price yoki total_price bo'lishi kerak" }).optional(),
  /** true: pending only; false: done or canceled. */
  is_active: queryBoolean.optional(),
});
export type FoodOrderListQuery = z.infer<typeof foodOrderListQuery>;
