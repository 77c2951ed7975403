import { eq } from "drizzle-orm";
import { businessDateOf, formatWireDate } from "@app/contract/dates";
import { FOOD_ORDER_STATUSES } from "@app/contract/schemas/kitchen-food-orders";
import type { AppContext } from "../context.ts";
import type { Tx } from "../db/client.ts";
import {
  counterparties,
  dishIngredients,
  dishSections,
  dishes,
  units,
  productSections,
  menuDishes,
  menus,
  products,
  rations,
  ingredients,
} from "../db/schema/index.ts";
import { placeFoodOrder } from "../modules/food-orders/create.ts";
import { applyStatus } from "../modules/food-orders/status.ts";
import { nameKey } from "../modules/kitchen/shared/names.ts";
import { receive, writeOff } from "../modules/kitchen/stock/batches.ts";
import {
  ADDRESSES,
  DISH_SECTIONS,
  MENUS,
  PRODUCT_SECTIONS,
  RATIONS,
  UNITS,
  WRITE_OFFS,
} from "./demo-kitchen-data.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_FOOD_ORDER_COUNT = 30;

/** The context as it was `daysAgo` days back at `hour` o'clock UTC: each write is stamped with its own time. */
function back(ctx: AppContext, daysAgo: number, hour: number): AppContext {
  const start = new Date(ctx.now().getTime() - daysAgo * DAY_MS);
  start.setUTCHours(hour, 0, 0, 0);
  return { ...ctx, now: () => start };
}

const lookup = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo kitchen data names an unknown "${key}"`);
  return value;
};

async function seedCatalog(ctx: AppContext, tx: Tx) {
  const stamp = { createdAt: ctx.now(), updatedAt: ctx.now() };
  const unitRows = await tx
    .insert(units)
    .values(Object.entries(UNITS).map(([abbreviation, name]) => ({ name, nameKey: nameKey(name), abbreviation, ...stamp })))
    .returning();
  const unitId = new Map(unitRows.map((unit) => [unit.abbreviation, unit.id]));
  const productId = new Map<string, string>();
  for (const [sectionName, list] of Object.entries(PRODUCT_SECTIONS)) {
    const [section] = await tx
      .insert(productSections)
      .values({ name: sectionName, nameKey: nameKey(sectionName), ...stamp })
      .returning();
    const rows = await tx
      .insert(products)
      .values(
        list.map((product) => ({
          name: product.name,
          nameKey: nameKey(product.name),
          sectionId: section.id,
          unitId: lookup(unitId, product.counting.recipe),
          stockUnitId: lookup(unitId, product.counting.stock),
          unitFactor: String(product.counting.factor),
          minStock: String(product.minStock ?? 0),
          ...stamp,
        })),
      )
      .returning();
    for (const row of rows) productId.set(row.name, row.id);
  }
  return productId;
}

/** Two deliveries of every product over the past weeks, at slightly different prices, and a few write-offs. */
async function seedStock(ctx: AppContext, tx: Tx, productId: Map<string, string>) {
  const all = Object.values(PRODUCT_SECTIONS).flat();
  const firstBatches: string[] = [];
  for (const [index, product] of all.entries()) {
    const id = lookup(productId, product.name);
    const first = await receive(
      back(ctx, 45 - (index % 7), 6),
      tx,
      { product: id, gross_price: String(Math.round(product.price * product.delivery)), arrived_amount: String(product.delivery) },
      null,
    );
    firstBatches.push(first.id);
    const rise = 1 + ((index % 5) + 1) / 50;
    await receive(
      back(ctx, 14 - (index % 5), 7),
      tx,
      { product: id, gross_price: String(Math.round(product.price * product.delivery * rise)), arrived_amount: String(product.delivery) },
      null,
    );
  }
  for (let index = 0; index < 8; index++) {
    const product = all[(index * 7) % all.length];
    const amount = Math.max(0.001, Math.round(product.delivery * 50) / 1000);
    const why = WRITE_OFFS[index % WRITE_OFFS.length];
    await writeOff(back(ctx, 20 - index, 16), tx, firstBatches[(index * 7) % all.length], { amount: String(amount), ...why }, null);
  }
}

/** Dish sections, 40 dishes each with its own ingredient lines, the menus and the rations. */
async function seedDishes(ctx: AppContext, tx: Tx, productId: Map<string, string>) {
  const stamp = { createdAt: ctx.now(), updatedAt: ctx.now() };
  const dishId = new Map<string, string>();
  for (const [sectionName, list] of Object.entries(DISH_SECTIONS)) {
    const [section] = await tx
      .insert(dishSections)
      .values({ name: sectionName, nameKey: nameKey(sectionName), ...stamp })
      .returning();
    for (const dish of list) {
      const lines = await tx
        .insert(ingredients)
        .values(dish.ingredients.map(([product, count]) => ({ productId: lookup(productId, product), count: String(count), ...stamp })))
        .returning({ id: ingredients.id });
      const [row] = await tx
        .insert(dishes)
        .values({ name: dish.name, nameKey: nameKey(dish.name), sectionId: section.id, profit: String(dish.profit), ...stamp })
        .returning();
      await tx.insert(dishIngredients).values(lines.map((line) => ({ dishId: row.id, ingredientId: line.id })));
      dishId.set(dish.name, row.id);
    }
  }
  const menuId = new Map<string, string>();
  for (const menu of MENUS) {
    const [row] = await tx
      .insert(menus)
      .values({ name: menu.name, nameKey: nameKey(menu.name), menuType: menu.type, profit: String(menu.profit), ...stamp })
      .returning();
    await tx.insert(menuDishes).values(menu.dishes.map((dish) => ({ menuId: row.id, dishId: lookup(dishId, dish) })));
    menuId.set(menu.name, row.id);
  }
  const rationIds: string[] = [];
  for (const ration of RATIONS) {
    const [breakfast, lunch, dinner] = ration.menus.map((name) => lookup(menuId, name));
    const [row] = await tx
      .insert(rations)
      .values({
        name: ration.name,
        nameKey: nameKey(ration.name),
        profit: String(ration.profit),
        menuBreakfastId: breakfast,
        menuLunchId: lunch,
        menuDinnerId: dinner,
        ...stamp,
      })
      .returning({ id: rations.id });
    rationIds.push(row.id);
  }
  return { dishIds: [...dishId.values()], menuIds: [...menuId.values()], rationIds };
}

/** The demo counterparties when their seeder ran, else a few of the kitchen's own. */
async function orderingAgents(ctx: AppContext, tx: Tx): Promise<string[]> {
  const active = await tx.select({ id: counterparties.id }).from(counterparties).where(eq(counterparties.status, true)).limit(8);
  if (active.length) return active.map((agent) => agent.id);
  const created = await tx
    .insert(counterparties)
    .values(
      ["Baraka Catering", "Nur Ziyorat", "Madina Servis"].map((name) => ({
        name,
        address: "Toshkent sh., Amir Temur ko'chasi",
        counterpartyType: "B2B" as const,
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })),
    )
    .returning({ id: counterparties.id });
  return created.map((agent) => agent.id);
}

/**
 * Food orders over the past month, through the same rules as the API so the ledger holds:
 * dishes once, menus and rations from a date on; a quarter done, some canceled, the rest pending.
 */
async function seedOrders(ctx: AppContext, tx: Tx, items: Awaited<ReturnType<typeof seedDishes>>) {
  const agents = await orderingAgents(ctx, tx);
  for (let index = 0; index < DEMO_FOOD_ORDER_COUNT; index++) {
    const daysAgo = 30 - index;
    const placed = back(ctx, daysAgo, 8 + (index % 9));
    const kind = index % 3;
    const startsIn = 1 + (index % 4);
    const input = {
      food: kind === 0 ? items.dishIds[(index * 7) % items.dishIds.length] : undefined,
      menu: kind === 1 ? items.menuIds[index % items.menuIds.length] : undefined,
      recipe: kind === 2 ? items.rationIds[index % items.rationIds.length] : undefined,
      order_time: kind === 0 ? undefined : formatWireDate(businessDateOf(new Date(placed.now().getTime() + startsIn * DAY_MS))),
      product_count: kind === 0 ? 1 + (index % 5) : 5 + ((index * 3) % 16),
      counter_agent: agents[index % agents.length],
      address: ADDRESSES[index % ADDRESSES.length],
    };
    const id = await placeFoodOrder(placed, tx, input, null);
    const finished = back(ctx, Math.max(0, daysAgo - startsIn), 18);
    if (index % 4 === 0 && daysAgo > 3) await applyStatus(finished, tx, id, FOOD_ORDER_STATUSES.done, null);
    else if (index % 5 === 2) await applyStatus(finished, tx, id, FOOD_ORDER_STATUSES.canceled, null);
  }
}

/** The kitchen's demo: units, 62 products in stock, 40 dishes, menus for every meal, rations and orders. */
export async function seedDemoKitchen(ctx: AppContext, db: AppContext["db"]) {
  // runOnce hands each seeder its transaction; the ledger works inside one.
  const tx = db as unknown as Tx;
  const catalogTime = back(ctx, 60, 5);
  const productId = await seedCatalog(catalogTime, tx);
  await seedStock(ctx, tx, productId);
  const items = await seedDishes(back(ctx, 50, 5), tx, productId);
  await seedOrders(ctx, tx, items);
}
