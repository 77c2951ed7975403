import { type SQL, eq, inArray, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type { Dish, DishListQuery, Ingredient } from "@app/contract/schemas/kitchen-dishes";
import { moneyNumber } from "@app/contract/decimal";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { dishIngredients, dishSections, dishes, menuDishes, menus } from "../../../db/schema/index.ts";
import { searchCondition } from "../../../db/search.ts";
import { notFound } from "../../../http/errors.ts";
import type { MediaUrl } from "../../media/storage.ts";
import { stockDay } from "../stock/fefo.ts";
import { costAvailable, costFields, costGross, costSql, readCost } from "../costs/cost.ts";
import { costedPage } from "../costs/page.ts";
import { linesByIds } from "../ingredients/service.ts";
import { readAll } from "../../../db/reads.ts";

export const DISH_NOT_FOUND = "Taom topilmadi";

/** Dishes by id with their section, ingredient lines and current cost. */
async function dishesByIds(db: Db | Tx, ids: string[], url: MediaUrl, day: string): Promise<Map<string, Dish>> {
  if (!ids.length) return new Map();
  const [rows, links] = await readAll(db, [
    () =>
      db
        .select({ dish: dishes, sectionName: dishSections.name, cost: costSql("food", dishes.id, day) })
        .from(dishes)
        .innerJoin(dishSections, eq(dishSections.id, dishes.sectionId))
        .where(inArray(dishes.id, ids)),
    () => db.select().from(dishIngredients).where(inArray(dishIngredients.dishId, ids)),
  ]);
  const lines = await linesByIds(
    db,
    day,
    links.map((link) => link.ingredientId),
  );
  return new Map(
    rows.map(({ dish: row, sectionName, cost }) => {
      const ingredients = links
        .filter((link) => link.dishId === row.id)
        .map((link) => lines.get(link.ingredientId))
        .filter((line): line is Ingredient => Boolean(line))
        .sort((a, b) => a.product_name.localeCompare(b.product_name));
      const dish: Dish = {
        id: row.id,
        name: row.name,
        section: row.sectionId,
        section_name: sectionName,
        recipes: ingredients.map((line) => line.id),
        recipe_foods: ingredients,
        profit: moneyNumber(row.profit),
        ...costFields(readCost(cost, row.profit)),
        image: url(row.image),
        created_at: formatWireDateTime(row.createdAt),
      };
      return [row.id, dish];
    }),
  );
}

const inOrder = (ids: string[], byId: Map<string, Dish>) =>
  ids.map((id) => byId.get(id)).filter((dish): dish is Dish => Boolean(dish));

export async function listDishes(ctx: AppContext, query: DishListQuery, url: MediaUrl) {
  const day = stockDay(ctx);
  const { count, ids } = await costedPage(ctx.db, {
    kind: "food",
    id: dishes.id,
    createdAt: dishes.createdAt,
    from: sql`${dishes}`,
    where: [query.section ? eq(dishes.sectionId, query.section) : undefined],
    costWhere: (cost): Array<SQL | undefined> => [
      query.status === undefined ? undefined : sql`${costAvailable(cost)} = ${query.status}`,
      searchCondition(query.search, [
        dishes.name,
        sql`${dishes.profit}::text`,
        sql`${costGross(cost, dishes.profit)}::text`,
      ]),
    ],
    page: query,
    day,
  });
  return { count, results: inOrder(ids, await dishesByIds(ctx.db, ids, url, day)) };
}

export async function getDish(db: Db | Tx, id: string, url: MediaUrl, day: string): Promise<Dish> {
  const dish = (await dishesByIds(db, [id], url, day)).get(id);
  if (!dish) throw notFound(DISH_NOT_FOUND);
  return dish;
}

/** The dishes of one menu (GET /foods/on/menu/{id}/). */
export async function dishesOfMenu(ctx: AppContext, menuId: string, url: MediaUrl): Promise<Dish[]> {
  const [menu] = await ctx.db.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId));
  if (!menu) throw notFound("Menyu topilmadi");
  const links = await ctx.db.select({ id: menuDishes.dishId }).from(menuDishes).where(eq(menuDishes.menuId, menuId));
  const byId = await dishesByIds(ctx.db, links.map((link) => link.id), url, stockDay(ctx));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
