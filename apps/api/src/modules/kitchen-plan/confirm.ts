import { eq } from "drizzle-orm";
import { type CalendarDate, formatIsoDate, formatWireDate, parseWireDate } from "@app/contract/dates";
import { type Dec, quantityText } from "@app/contract/decimal";
import { inStockUnits } from "@app/contract/formulas/stock";
import { FOOD_ORDER_STATUSES } from "@app/contract/schemas/kitchen-food-orders";
import type { PlanConfirmResult, PlanOrderGroup } from "@app/contract/schemas/kitchen-plan";
import type { Settings } from "@app/contract/schemas/settings";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { planDays, planOrders } from "../../db/schema/index.ts";
import { HttpError, invalid } from "../../http/errors.ts";
import { applyStatus, placeFoodOrders } from "../food-orders/public.ts";
import { stockTransaction } from "../kitchen/stock/turns.ts";
import { getSettings } from "../settings/service.ts";
import { loadCycle } from "./cycle.ts";
import { groupOrders, standingOrders } from "./day-orders.ts";
import { portionsByMenu } from "./plan.ts";
import { type Serving, servingKey, servingsOn } from "./servings.ts";
import { needsOfMenus, productFacts } from "./stock.ts";

const NO_AGENT = "Guruhning kontragenti yo'q va sozlamalarda o'z kontragentimiz (own_counter_agent) tanlanmagan";
const NOT_CONFIRMED = "Bu kun rejasi hali tasdiqlanmagan";

/** An order to place: a serving and how many portions more it needs. */
type Placement = { serving: Serving; portions: number };

async function withStockUnits(tx: Tx, error: HttpError, needs: Map<string, Dec>): Promise<HttpError> {
  const short = Object.keys(error.body).filter((key) => needs.has(key));
  const body = { ...error.body };
  for (const product of await productFacts(tx, short)) {
    const entry = body[product.id] as { needed: string };
    body[product.id] = {
      ...entry,
      needed_stock: quantityText(inStockUnits(entry.needed, product.factor)),
      stock_measure: product.stockUnit,
    };
  }
  return new HttpError(400, body);
}

/**
 * Places the orders at once, each for its stay's counterparty (else the company's own) at the
 * hotel's address and served with its stay. A shortage is one 400 listing every short product,
 * `needed` in the recipe unit and `needed_stock` in the stock unit.
 */
async function place(ctx: AppContext, tx: Tx, settings: Settings, day: CalendarDate, placements: Placement[], userId: string | null) {
  if (!placements.length) return;
  const counterparty = (serving: Serving) => serving.counterpartyId ?? settings.own_counter_agent;
  if (placements.some(({ serving }) => !counterparty(serving))) throw invalid({ own_counter_agent: [NO_AGENT] }, NO_AGENT);
  const orders = placements.map(({ serving, portions }) => ({
    input: {
      menu: serving.menuId,
      product_count: portions,
      order_time: formatWireDate(day),
      counter_agent: counterparty(serving) as string,
      address: serving.address,
    },
    hotelOrderId: serving.stayId,
  }));
  let ids: string[];
  try {
    ids = await placeFoodOrders(ctx, tx, orders, userId);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
    throw await withStockUnits(tx, error, await needsOfMenus(tx, portionsByMenu(placements.map(({ serving, portions }) => ({ ...serving, portions })))));
  }
  const iso = formatIsoDate(day);
  await tx.insert(planOrders).values(
    placements.map(({ serving }, index) => ({ foodOrderId: ids[index], day: iso, hotelOrderId: serving.stayId, meal: serving.meal, menuId: serving.menuId })),
  );
}

/**
 * Serialises work on one day: the day's row is written (or locked) first, so a second
 * confirmation of the same day waits, then reads what the first placed.
 */
async function lockDay(ctx: AppContext, tx: Tx, day: string, userId: string | null) {
  await tx
    .insert(planDays)
    .values({ day, confirmedAt: ctx.now(), confirmedBy: userId })
    .onConflictDoUpdate({ target: planDays.day, set: { confirmedAt: ctx.now(), confirmedBy: userId } });
}

/**
 * POST /kitchen/plan/confirm/: places, in one transaction, one food order per stay, meal and
 * menu for the day's eaters and takes their stock first-expiring first. Again, it places orders
 * only for the portions a serving grew by, and reports the servings that shrank; all or nothing.
 */
export async function confirmPlan(ctx: AppContext, date: string, userId: string | null): Promise<PlanConfirmResult> {
  const day = parseWireDate(date) as CalendarDate;
  const iso = formatIsoDate(day);
  const settings = await getSettings(ctx);
  return stockTransaction(ctx, async (tx) => {
    await lockDay(ctx, tx, iso, userId);
    const { servings } = await servingsOn(tx, settings, await loadCycle(tx), day);
    const before = groupOrders(await standingOrders(tx, iso), servings);
    const ordered = new Map(before.map((group) => [`${group.hotel_order}|${group.meal}|${group.menu}`, group.ordered]));
    const placements: Placement[] = [];
    let unchanged = 0;
    for (const serving of servings) {
      const grown = serving.portions - (ordered.get(servingKey(serving)) ?? 0);
      if (grown > 0) placements.push({ serving, portions: grown });
      else if (grown === 0) unchanged += 1;
    }
    await place(ctx, tx, settings, day, placements, userId);
    const grownKeys = new Set(placements.map(({ serving }) => servingKey(serving)));
    const after = groupOrders(await standingOrders(tx, iso), servings);
    const keyOf = (group: PlanOrderGroup) => servingKey({ stayId: group.hotel_order, meal: group.meal, menuId: group.menu });
    return {
      created: after.filter((group) => grownKeys.has(keyOf(group))),
      unchanged,
      decreased: after.filter((group) => group.headcount < group.ordered),
    };
  });
}

/** GET /kitchen/plan/orders/. */
export async function dayOrders(ctx: AppContext, day: CalendarDate): Promise<PlanOrderGroup[]> {
  const settings = await getSettings(ctx);
  const { servings } = await servingsOn(ctx.db, settings, await loadCycle(ctx.db), day);
  return groupOrders(await standingOrders(ctx.db, formatIsoDate(day)), servings);
}

/**
 * POST /kitchen/plan/reduce/ ("Kamaytirish"): for each serving of a stay whose head count fell
 * below what was ordered, cancels its orders (their stock returns) and places one for the
 * head count now, none when nobody eats it any more.
 */
export async function reduceStay(ctx: AppContext, date: string, stayId: string, userId: string | null): Promise<PlanOrderGroup[]> {
  const day = parseWireDate(date) as CalendarDate;
  const iso = formatIsoDate(day);
  const settings = await getSettings(ctx);
  await stockTransaction(ctx, async (tx) => {
    const [confirmed] = await tx.select({ day: planDays.day }).from(planDays).where(eq(planDays.day, iso)).for("update");
    if (!confirmed) throw invalid({ date: [NOT_CONFIRMED] }, NOT_CONFIRMED);
    const { servings } = await servingsOn(tx, settings, await loadCycle(tx), day);
    const groups = groupOrders(await standingOrders(tx, iso, stayId), servings).filter((group) => group.headcount < group.ordered);
    const placements: Placement[] = [];
    for (const group of groups) {
      for (const order of group.orders) await applyStatus(ctx, tx, order.id, FOOD_ORDER_STATUSES.canceled, userId);
      const serving = servings.find((entry) => servingKey(entry) === servingKey({ stayId, meal: group.meal, menuId: group.menu }));
      if (serving) placements.push({ serving, portions: serving.portions });
    }
    await place(ctx, tx, settings, day, placements, userId);
  });
  return dayOrders(ctx, day);
}

