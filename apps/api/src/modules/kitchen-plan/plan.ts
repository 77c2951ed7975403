import { eq, inArray } from "drizzle-orm";
import { type CalendarDate, formatIsoDate, formatWireDate, isoToWire } from "@app/contract/dates";
import { Dec, ZERO, dec, moneyNumber, quantityNumber } from "@app/contract/decimal";
import { inStockUnits, quantityCost } from "@app/contract/formulas/stock";
import { MEALS } from "@app/contract/schemas/hotel-orders";
import type { KitchenPlan } from "@app/contract/schemas/kitchen-plan";
import type { AppContext } from "../../context.ts";
import { menus, planDays } from "../../db/schema/index.ts";
import { getSettings } from "../settings/service.ts";
import { loadCycle } from "./cycle.ts";
import { headcountTotal, noEaters } from "./eaters.ts";
import { type Serving, servingsOn } from "./servings.ts";
import { dishesOfMenus, needsOfMenus, productFacts, productsOfMenus, usableBatches } from "./stock.ts";

const NO_CYCLE = "Menyu sikli belgilanmagan: bu kun uchun ratsion yo'q";
const splitWarning = (code: string) =>
  `Bron №${code}: guruh shu vaqtda boshqa mehmonxonada ham turibdi va ziyoratchilar xonalarga joylashtirilmagan — bron qilingan kishilar soni olindi. Xonalarga joylashtiring.`;

/** Portions of each menu over some servings. */
export function portionsByMenu(servings: Serving[]): Map<string, number> {
  const portions = new Map<string, number>();
  for (const serving of servings) portions.set(serving.menuId, (portions.get(serving.menuId) ?? 0) + serving.portions);
  return portions;
}

/** People fed on the day: per stay, the most who eat any one of its meals. */
function pilgrimDays(servings: Serving[]): number {
  const perStay = new Map<string, Map<string, number>>();
  for (const serving of servings) {
    let meals = perStay.get(serving.stayId);
    if (!meals) {
      meals = new Map();
      perStay.set(serving.stayId, meals);
    }
    meals.set(serving.meal, (meals.get(serving.meal) ?? 0) + serving.portions);
  }
  let fed = 0;
  for (const meals of perStay.values()) fed += Math.max(...meals.values());
  return fed;
}

function mealsOf(servings: Serving[], menuNames: Map<string, string>): KitchenPlan["meals"] {
  const meals = new Map<string, KitchenPlan["meals"][number]>();
  for (const serving of servings) {
    const key = `${serving.meal}|${serving.menuId}`;
    const meal = meals.get(key) ?? { meal: serving.meal, menu: serving.menuId, menu_name: menuNames.get(serving.menuId) ?? "", hotels: [] };
    let hotel = meal.hotels.find((entry) => entry.hotel === serving.hotelId);
    if (!hotel) {
      hotel = { hotel: serving.hotelId, hotel_name: serving.hotelName, headcount: noEaters(), total: 0 };
      meal.hotels.push(hotel);
    }
    for (const diet of Object.keys(hotel.headcount) as Array<keyof typeof hotel.headcount>) hotel.headcount[diet] += serving.eaters[diet];
    hotel.total = headcountTotal(hotel.headcount);
    meals.set(key, meal);
  }
  return [...meals.values()].sort(
    (a, b) => MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal) || a.menu_name.localeCompare(b.menu_name),
  );
}

/** GET /kitchen/plan/: the day's head counts, dishes, products against usable stock and cost. */
export async function getPlan(ctx: AppContext, day: CalendarDate): Promise<KitchenPlan> {
  const iso = formatIsoDate(day);
  const [settings, cycle, [confirmed]] = await Promise.all([
    getSettings(ctx),
    loadCycle(ctx.db),
    ctx.db.select({ day: planDays.day }).from(planDays).where(eq(planDays.day, iso)),
  ]);
  const served = await servingsOn(ctx.db, settings, cycle, day);
  const portions = portionsByMenu(served.servings);
  const menuIds = [...portions.keys()];
  const used = productsOfMenus(menuIds);
  const [menuRows, dishRows, needs, facts, batches] = menuIds.length
    ? await Promise.all([
        ctx.db.select({ id: menus.id, name: menus.name }).from(menus).where(inArray(menus.id, menuIds)),
        dishesOfMenus(ctx.db, menuIds),
        needsOfMenus(ctx.db, portions),
        productFacts(ctx.db, used),
        usableBatches(ctx.db, used, iso),
      ])
    : [[], [], new Map<string, Dec>(), [], []];
  const batchesOf = new Map<string, typeof batches>();
  for (const batch of batches) {
    const list = batchesOf.get(batch.productId);
    if (list) list.push(batch);
    else batchesOf.set(batch.productId, [batch]);
  }

  const dishes = new Map<string, KitchenPlan["dishes"][number]>();
  for (const row of dishRows) {
    const dish = dishes.get(row.food) ?? { food: row.food, name: row.name, section: row.section, portions: 0 };
    dish.portions += portions.get(row.menu_id) ?? 0;
    dishes.set(row.food, dish);
  }

  let net: Dec = ZERO;
  const products = facts.map((product): KitchenPlan["products"][number] => {
    const required = needs.get(product.id) ?? ZERO;
    let left = required;
    let available: Dec = ZERO;
    let lastPrice: string | null = null;
    const used: KitchenPlan["products"][number]["batches"] = [];
    for (const batch of batchesOf.get(product.id) ?? []) {
      available = available.plus(batch.remaining);
      lastPrice = batch.unitPrice;
      if (left.lte(0)) continue;
      const taken = Dec.min(left, dec(batch.remaining));
      left = left.minus(taken);
      net = net.plus(quantityCost(taken, batch.unitPrice));
      used.push({ batch: batch.id, amount: quantityNumber(inStockUnits(taken, product.factor)), expiry_date: batch.expiryDate ? isoToWire(batch.expiryDate) : null });
    }
    // What the stock lacks is priced as its last usable batch, so the cost is the whole day's.
    if (left.gt(0) && lastPrice) net = net.plus(quantityCost(left, lastPrice));
    const short = Dec.max(ZERO, required.minus(available));
    return {
      product: product.id,
      name: product.name,
      unit: product.stockUnit,
      required: quantityNumber(inStockUnits(required, product.factor)),
      available: quantityNumber(inStockUnits(available, product.factor)),
      shortage: quantityNumber(inStockUnits(short, product.factor)),
      batches: used,
    };
  });

  const fed = pilgrimDays(served.servings);
  const warnings = served.warnings.map(splitWarning);
  if (!served.rations.main && served.stays.length) warnings.unshift(NO_CYCLE);
  return {
    date: formatWireDate(day),
    ration: served.rations.main?.id ?? null,
    ration_name: served.rations.main?.name ?? null,
    meals: mealsOf(served.servings, new Map(menuRows.map((row) => [row.id, row.name]))),
    dishes: [...dishes.values()].sort((a, b) => a.section.localeCompare(b.section) || a.name.localeCompare(b.name)),
    products,
    cost: { net: moneyNumber(net), per_pilgrim_day: fed ? moneyNumber(net.dividedBy(fed)) : 0 },
    warnings,
    confirmed: Boolean(confirmed),
  };
}
