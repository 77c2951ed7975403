import { type SQL, eq, inArray, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type { Food, FoodListQuery, RecipeFood } from "@app/contract/schemas/kitchen-dishes";
import { moneyNumber } from "@app/contract/decimal";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { foodRecipeFoods, foodSections, foods, menuFoods, menus } from "../../../db/schema/index.ts";
import { searchCondition } from "../../../db/search.ts";
import { notFound } from "../../../http/errors.ts";
import type { MediaUrl } from "../../media/storage.ts";
import { costAvailable, costFields, costGross, costSql, readCost } from "../costs/cost.ts";
import { costedPage } from "../costs/page.ts";
import { linesByIds } from "../ingredients/service.ts";

export const FOOD_NOT_FOUND = "Taom topilmadi";

/** Dishes by id with their section, ingredient lines and current cost. */
async function foodsByIds(db: Db | Tx, ids: string[], url: MediaUrl): Promise<Map<string, Food>> {
  if (!ids.length) return new Map();
  const [rows, links] = await Promise.all([
    db
      .select({ food: foods, sectionName: foodSections.name, cost: costSql("food", foods.id) })
      .from(foods)
      .innerJoin(foodSections, eq(foodSections.id, foods.sectionId))
      .where(inArray(foods.id, ids)),
    db.select().from(foodRecipeFoods).where(inArray(foodRecipeFoods.foodId, ids)),
  ]);
  const lines = await linesByIds(
    db,
    links.map((link) => link.recipeFoodId),
  );
  return new Map(
    rows.map(({ food, sectionName, cost }) => {
      const recipeFoods = links
        .filter((link) => link.foodId === food.id)
        .map((link) => lines.get(link.recipeFoodId))
        .filter((line): line is RecipeFood => Boolean(line))
        .sort((a, b) => a.product_name.localeCompare(b.product_name));
      const dish: Food = {
        id: food.id,
        name: food.name,
        section: food.sectionId,
        section_name: sectionName,
        recipes: recipeFoods.map((line) => line.id),
        recipe_foods: recipeFoods,
        profit: moneyNumber(food.profit),
        ...costFields(readCost(cost, food.profit)),
        image: url(food.image),
        created_at: formatWireDateTime(food.createdAt),
      };
      return [food.id, dish];
    }),
  );
}

const inOrder = (ids: string[], byId: Map<string, Food>) =>
  ids.map((id) => byId.get(id)).filter((food): food is Food => Boolean(food));

export async function listFoods(ctx: AppContext, query: FoodListQuery, url: MediaUrl) {
  const { count, ids } = await costedPage(ctx.db, {
    kind: "food",
    id: foods.id,
    createdAt: foods.createdAt,
    from: sql`${foods}`,
    where: [query.section ? eq(foods.sectionId, query.section) : undefined],
    costWhere: (cost): Array<SQL | undefined> => [
      query.status === undefined ? undefined : sql`${costAvailable(cost)} = ${query.status}`,
      searchCondition(query.search, [
        foods.name,
        sql`${foods.profit}::text`,
        sql`${costGross(cost, foods.profit)}::text`,
      ]),
    ],
    page: query,
  });
  return { count, results: inOrder(ids, await foodsByIds(ctx.db, ids, url)) };
}

export async function getFood(db: Db | Tx, id: string, url: MediaUrl): Promise<Food> {
  const food = (await foodsByIds(db, [id], url)).get(id);
  if (!food) throw notFound(FOOD_NOT_FOUND);
  return food;
}

/** The dishes of one menu (GET /foods/on/menu/{id}/). */
export async function foodsOfMenu(ctx: AppContext, menuId: string, url: MediaUrl): Promise<Food[]> {
  const [menu] = await ctx.db.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId));
  if (!menu) throw notFound("Menyu topilmadi");
  const links = await ctx.db.select({ id: menuFoods.foodId }).from(menuFoods).where(eq(menuFoods.menuId, menuId));
  const byId = await foodsByIds(ctx.db, links.map((link) => link.id), url);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
