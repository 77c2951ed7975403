import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { businessDayIso, formatIsoDate, parseWireDate } from "@app/contract/dates";
import { orderTotal } from "@app/contract/formulas/price";
import type { FoodOrder, FoodOrderInput } from "@app/contract/schemas/kitchen-food-orders";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { counterparties, foodOrders, dishes, menus, rations } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";
import { type CreditCheck, checkCreditLimit } from "../finance/public.ts";
import { type CostKind, needsOf } from "../kitchen/costs/composition.ts";
import { costSql, readCost } from "../kitchen/costs/cost.ts";
import { consume } from "../kitchen/stock/consumption.ts";
import { stockTransaction } from "../kitchen/stock/turns.ts";
import { stockDay } from "../kitchen/stock/fefo.ts";
import { getFoodOrder } from "./read.ts";

const AGENT_INACTIVE = "Faol kontragent tanlanishi kerak";
const DATE_PAST = "Sana o'tgan kun bo'lmasligi kerak";

const ITEMS = {
  food: { table: dishes, field: "food", missing: "Taom topilmadi" },
  menu: { table: menus, field: "menu", missing: "Menyu topilmadi" },
  ration: { table: rations, field: "recipe", missing: "Ratsion topilmadi" },
} as const;

type Ordered = { kind: Exclude<CostKind, "line">; id: string };

export function orderedOf(input: FoodOrderInput): Ordered {
  if (input.food) return { kind: "food", id: input.food };
  if (input.menu) return { kind: "menu", id: input.menu };
  return { kind: "ration", id: input.recipe as string };
}

/** A menu or ration runs from its date, which may not be past; a dish has no date. */
export function orderTimeOf(ctx: AppContext, kind: Ordered["kind"], input: FoodOrderInput): string | null {
  if (kind === "food" || !input.order_time) return null;
  const date = parseWireDate(input.order_time);
  const day = date ? formatIsoDate(date) : "";
  if (day < businessDayIso(ctx.now())) throw invalid({ order_time: [DATE_PAST] }, DATE_PAST);
  return day;
}

export async function checkCounterparty(tx: Tx, id: string) {
  const [agent] = await tx
    .select({ status: counterparties.status })
    .from(counterparties)
    .where(eq(counterparties.id, id))
    .for("share");
  if (!agent?.status) throw invalid({ counter_agent: [AGENT_INACTIVE] }, AGENT_INACTIVE);
}

/** One portion's price now: the frozen price of the order. */
export async function currentPrice(tx: Tx, { kind, id }: Ordered, day: string) {
  const { table, field, missing } = ITEMS[kind];
  const [item] = await tx
    .select({ profit: table.profit, cost: costSql(kind, table.id, day) })
    .from(table)
    .where(eq(table.id, id));
  if (!item) throw invalid({ [field]: [missing] }, missing);
  const cost = readCost(item.cost, item.profit);
  return { price: cost.grossPrice.toFixed(2), netPrice: cost.netPrice.toFixed(2), profit: item.profit };
}

/** A random 8-digit `food_order_id`, drawn again on the rare collision. */
async function insertOrder(tx: Tx, values: Omit<typeof foodOrders.$inferInsert, "code">): Promise<string> {
  for (;;) {
    const [row] = await tx
      .insert(foodOrders)
      .values({ ...values, code: String(randomInt(10_000_000, 100_000_000)) })
      .onConflictDoNothing({ target: foodOrders.code })
      .returning({ id: foodOrders.id });
    if (row) return row.id;
  }
}

/**
 * Places a food order inside the caller's transaction: the counterparty
 * must be active and within its credit limit (unless `credit` says otherwise), the stock must
 * cover every product, the price is frozen, and the stock is taken. Answers the new order's id.
 */
export async function placeFoodOrder(
  ctx: AppContext,
  tx: Tx,
  input: FoodOrderInput,
  userId: string | null,
  credit: CreditCheck = "check",
): Promise<string> {
  const ordered = orderedOf(input);
  const orderTime = orderTimeOf(ctx, ordered.kind, input);
  // Stock must still be good on the day the food is served (a dish is cooked today).
  const servedOn = orderTime ?? stockDay(ctx);
  await checkCounterparty(tx, input.counter_agent);
  const pricing = await currentPrice(tx, ordered, servedOn);
  await checkCreditLimit(ctx, tx, input.counter_agent, orderTotal(pricing.price, input.product_count), credit);
  const id = await insertOrder(tx, {
    dishId: input.food ?? null,
    menuId: input.menu ?? null,
    rationId: input.recipe ?? null,
    counterpartyId: input.counter_agent,
    orderTime,
    address: input.address ?? null,
    productCount: input.product_count,
    ...pricing,
    status: 0,
    createdBy: userId,
    createdAt: ctx.now(),
    updatedAt: ctx.now(),
  });
  // The batch locks queue every order of the same products: take them last, with the order and its totals written.
  await consume(ctx, tx, await needsOf(tx, ordered.kind, ordered.id, input.product_count), servedOn, { id, userId });
  return id;
}

export async function createFoodOrder(ctx: AppContext, input: FoodOrderInput, userId: string, credit: CreditCheck): Promise<FoodOrder> {
  const id = await stockTransaction(ctx, (tx) => placeFoodOrder(ctx, tx, input, userId, credit));
  return getFoodOrder(ctx, id);
}
