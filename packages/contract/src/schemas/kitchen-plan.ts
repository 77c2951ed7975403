import { z } from "zod";
import { queryDate, uuid, wireDate } from "./common.ts";
import { meal } from "./hotel-orders.ts";
import { DIETS } from "./pilgrims.ts";

/** The diets that may have a cycle of their own; regular pilgrims always eat the main cycle. */
export const CYCLE_DIETS = ["diabetic", "soft", "vegetarian"] as const;
export type CycleDiet = (typeof CYCLE_DIETS)[number];

const MAX_CYCLE_DAYS = 366;
const rationList = z
  .array(uuid, { error: "Ratsionlar ro'yxat bo'lishi kerak" })
  .max(MAX_CYCLE_DAYS, { error: `Siklda ko'pi bilan ${MAX_CYCLE_DAYS} kun bo'ladi` });

/**
 * The menu cycle: `rations[(D − start_date) mod N]` is served on day D; a diet's own list, when
 * it has one, replaces it for that diet's pilgrims. An empty list means no cycle.
 */
export const menuCycle = z.object({
  start_date: wireDate.nullable(),
  rations: rationList,
  diets: z.object({
    diabetic: rationList.optional(),
    soft: rationList.optional(),
    vegetarian: rationList.optional(),
  }),
});
export type MenuCycle = z.infer<typeof menuCycle>;

export const menuCycleInput = menuCycle
  .extend({ start_date: wireDate, diets: menuCycle.shape.diets.default({}) })
  .refine((value) => value.rations.length > 0, { path: ["rations"], error: "Kamida bitta kunlik ratsion tanlanishi kerak" });
export type MenuCycleInput = z.output<typeof menuCycleInput>;

export const planQuery = z.object({ date: queryDate });
export const rangeQuery = z.object({ date_from: queryDate, date_to: queryDate });

const headcount = z.object({ regular: z.number().int(), diabetic: z.number().int(), soft: z.number().int(), vegetarian: z.number().int() });
export type Headcount = z.infer<typeof headcount>;
export const HEADCOUNT_DIETS = DIETS;

/** GET /kitchen/plan/: what day D needs, from who stays where and the menu cycle. */
export const kitchenPlan = z.object({
  date: z.string(),
  ration: uuid.nullable(),
  ration_name: z.string().nullable(),
  meals: z.array(
    z.object({
      meal,
      menu: uuid,
      menu_name: z.string(),
      hotels: z.array(z.object({ hotel: uuid, hotel_name: z.string(), headcount, total: z.number().int() })),
    }),
  ),
  dishes: z.array(z.object({ food: uuid, name: z.string(), section: z.string(), portions: z.number().int() })),
  products: z.array(
    z.object({
      product: uuid,
      name: z.string(),
      unit: z.string(),
      required: z.number(),
      available: z.number(),
      shortage: z.number(),
      batches: z.array(z.object({ batch: uuid, amount: z.number(), expiry_date: z.string().nullable() })),
    }),
  ),
  cost: z.object({ net: z.number(), per_pilgrim_day: z.number() }),
  /** Stays counted from their booked head count because their group's pilgrims are not roomed. */
  warnings: z.array(z.string()),
  /** The day was confirmed (its food orders exist); confirming again orders only what grew. */
  confirmed: z.boolean(),
});
export type KitchenPlan = z.infer<typeof kitchenPlan>;

/** GET /kitchen/purchase-list/: what to buy for the unconfirmed days of a range, in stock units. */
export const purchaseList = z.object({
  date_from: z.string(),
  date_to: z.string(),
  products: z.array(
    z.object({
      product: uuid,
      name: z.string(),
      unit: z.string(),
      required: z.number(),
      usable: z.number(),
      min_stock: z.number(),
      to_buy: z.number(),
    }),
  ),
});
export type PurchaseList = z.infer<typeof purchaseList>;

export const planConfirmInput = z.object({ date: wireDate });

/** One food order a plan confirmation placed, with what it is for. */
const plannedOrder = z.object({
  id: uuid,
  food_order_id: z.string(),
  product_count: z.number().int(),
  status_id: z.number().int(),
});

/** The day's plan orders of one stay, meal and menu, against who eats it now. */
export const planOrderGroup = z.object({
  hotel_order: uuid,
  hotel_order_id: z.string(),
  hotel_name: z.string(),
  meal,
  menu: uuid,
  menu_name: z.string(),
  ordered: z.number().int(),
  headcount: z.number().int(),
  orders: z.array(plannedOrder),
});
export type PlanOrderGroup = z.infer<typeof planOrderGroup>;

export const planOrders = z.array(planOrderGroup);

export const planConfirmResult = z.object({
  created: z.array(planOrderGroup),
  unchanged: z.number().int(),
  decreased: z.array(planOrderGroup),
});
export type PlanConfirmResult = z.infer<typeof planConfirmResult>;

/** "Kamaytirish": a stay whose head count fell gets its orders of the day placed again at the new count. */
export const planReduceInput = z.object({ date: wireDate, hotel_order: uuid });

/** GET /kitchen/plan/group/:id/: per day, the meals each stay of a group includes. */
export const groupMeals = z.array(
  z.object({
    date: z.string(),
    stays: z.array(z.object({ hotel_order: uuid, hotel_order_id: z.string(), hotel_name: z.string(), meals: z.array(meal) })),
  }),
);
export type GroupMeals = z.infer<typeof groupMeals>;
