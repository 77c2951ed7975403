import { eq } from "drizzle-orm";
import { type CalendarDate, formatIsoDate, formatWireDate, isoToWire } from "@app/contract/dates";
import { Dec, ZERO, dec, moneyNumber, quantityNumber } from "@app/contract/decimal";
import { inStockUnits } from "@app/contract/formulas/stock";
import { MEALS } from "@app/contract/schemas/hotel-orders";
import type { KitchenPlan } from "@app/contract/schemas/kitchen-plan";
import type { AppContext } from "../../context.ts";
import { derivedRead } from "../../db/derived-reads.ts";
import { planDays } from "../../db/schema/index.ts";
import { getSettings } from "../settings/service.ts";
import { loadCycle } from "./cycle.ts";
import { headcountTotal, noEaters } from "./eaters.ts";
import { type Serving, servingsOn } from "./servings.ts";
import { menusWithDishes, productsOnHand } from "./stock.ts";

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

/**
 * GET /kitchen/plan/: the day's head counts, dishes, products against usable stock and cost;
 * derived again only after its inputs changed.
 */
export function getPlan(ctx: AppContext, day: CalendarDate): Promise<KitchenPlan> {
  return derivedRead(ctx.db, "kitchen-plan", `plan|${formatIsoDate(day)}`, () => derivePlan(ctx, day));
}

async function derivePlan(ctx: AppContext, day: CalendarDate): Promise<KitchenPlan> {
  const iso = formatIsoDate(day);
  const [settings, cycle, [confirmed]] = await Promise.all([
    getSettings(ctx),
    loadCycle(ctx.db),
    ctx.db.select({ day: planDays.day }).from(planDays).where(eq(planDays.day, iso)),
  ]);
  const served = await servingsOn(ctx.db, settings, cycle, day);
  const portions = portionsByMenu(served.servings);
  const menuIds = [...portions.keys()];
  const [menuRows, stock] = await Promise.all([menusWithDishes(ctx.db, menuIds), productsOnHand(ctx.db, portions, iso)]);

  const menuNames = new Map(menuRows.map((row) => [row.menu_id, row.menu_name]));
  const dishes = new Map<string, KitchenPlan["dishes"][number]>();
  for (const row of menuRows) {
    if (row.food === null || row.name === null || row.section === null) continue;
    const dish = dishes.get(row.food) ?? { food: row.food, name: row.name, section: row.section, portions: 0 };
    dish.portions += portions.get(row.menu_id) ?? 0;
    dishes.set(row.food, dish);
  }

  let net: Dec = ZERO;
  const products = stock.map((product): KitchenPlan["products"][number] => {
    const inStock = (quantity: string | Dec) => quantityNumber(inStockUnits(quantity, product.factor));
    net = net.plus(product.cost);
    return {
      product: product.id,
      name: product.name,
      unit: product.stock_unit,
      required: inStock(product.required),
      available: inStock(product.available),
      shortage: inStock(Dec.max(ZERO, dec(product.required).minus(product.available))),
      batches: product.batches.map((batch) => ({ batch: batch.batch, amount: inStock(batch.taken), expiry_date: batch.expiry_date ? isoToWire(batch.expiry_date) : null })),
    };
  });

  const fed = pilgrimDays(served.servings);
  const warnings = served.warnings.map(splitWarning);
  if (!served.rations.main && served.stays.length) warnings.unshift(NO_CYCLE);
  return {
    date: formatWireDate(day),
    ration: served.rations.main?.id ?? null,
    ration_name: served.rations.main?.name ?? null,
    meals: mealsOf(served.servings, menuNames),
    dishes: [...dishes.values()].sort((a, b) => a.section.localeCompare(b.section) || a.name.localeCompare(b.name)),
    products,
    cost: { net: moneyNumber(net), per_pilgrim_day: fed ? moneyNumber(net.dividedBy(fed)) : 0 },
    warnings,
    confirmed: Boolean(confirmed),
  };
}
