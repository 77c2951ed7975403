import { type SQL, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type {
  RecipeFood,
  RecipeFoodInput,
  RecipeFoodListQuery,
  RecipeFoodPatch,
} from "@app/contract/schemas/kitchen-dishes";
import { moneyNumber, quantityNumber } from "@app/contract/decimal";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { foodRecipeFoods, foods, kitchenMeasures, products, recipeFoods } from "../../../db/schema/index.ts";
import { searchCondition } from "../../../db/search.ts";
import { invalid, notFound } from "../../../http/errors.ts";
import { costAvailable, costSql, readCost } from "../costs/cost.ts";
import { costedPage } from "../costs/page.ts";
import { unlessReferenced } from "../shared/names.ts";

const LINE_NOT_FOUND = "Ingredient topilmadi";
const REFERENCED = "Ingredient taomlarda ishlatilgan, uni o'chirib bo'lmaydi";
const PRODUCT_NOT_FOUND = "Mahsulot topilmadi";
const FOOD_NOT_FOUND = "Taom topilmadi";

function selectLines(db: Db | Tx) {
  return db
    .select({
      line: recipeFoods,
      productName: products.name,
      measure: kitchenMeasures.abbreviation,
      cost: costSql("line", recipeFoods.id),
    })
    .from(recipeFoods)
    .innerJoin(products, eq(products.id, recipeFoods.productId))
    .innerJoin(kitchenMeasures, eq(kitchenMeasures.id, products.measureId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectLines>["execute"]>>[number];

function toRecipeFood(row: Row): RecipeFood {
  const cost = readCost(row.cost, "0");
  return {
    id: row.line.id,
    product: row.line.productId,
    product_name: row.productName,
    measure: row.measure,
    count: quantityNumber(row.line.count),
    price: moneyNumber(cost.netPrice),
    priced: cost.priced,
    status: cost.available,
    created_at: formatWireDateTime(row.line.createdAt),
  };
}

/** Ingredient lines by id, in the order asked, each with its current price and availability. */
export async function linesByIds(db: Db | Tx, ids: string[]): Promise<Map<string, RecipeFood>> {
  if (!ids.length) return new Map();
  const rows = await selectLines(db).where(inArray(recipeFoods.id, ids));
  return new Map(rows.map((row) => [row.line.id, toRecipeFood(row)]));
}

export async function listLines(ctx: AppContext, query: RecipeFoodListQuery) {
  const { count, ids } = await costedPage(ctx.db, {
    kind: "line",
    id: recipeFoods.id,
    createdAt: recipeFoods.createdAt,
    from: sql`${recipeFoods} join ${products} on ${products.id} = ${recipeFoods.productId}`,
    where: [query.product ? eq(recipeFoods.productId, query.product) : undefined],
    costWhere: (cost): Array<SQL | undefined> => [
      query.status === undefined ? undefined : sql`${costAvailable(cost)} = ${query.status}`,
      searchCondition(query.search, [
        products.name,
        sql`${recipeFoods.count}::text`,
        sql`(${cost}->>'net_price')`,
      ]),
    ],
    page: query,
  });
  const lines = await linesByIds(ctx.db, ids);
  return { count, results: ids.map((id) => lines.get(id)).filter((line): line is RecipeFood => Boolean(line)) };
}

export async function getLine(db: Db | Tx, id: string): Promise<RecipeFood> {
  const line = (await linesByIds(db, [id])).get(id);
  if (!line) throw notFound(LINE_NOT_FOUND);
  return line;
}

export async function createLine(ctx: AppContext, input: RecipeFoodInput): Promise<RecipeFood> {
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.product))
      .for("share");
    if (!product) throw invalid({ product: [PRODUCT_NOT_FOUND] }, PRODUCT_NOT_FOUND);
    const [row] = await tx
      .insert(recipeFoods)
      .values({ productId: input.product, count: input.count, createdAt: ctx.now(), updatedAt: ctx.now() })
      .returning({ id: recipeFoods.id });
    return getLine(tx, row.id);
  });
}

export async function updateLine(ctx: AppContext, id: string, input: RecipeFoodPatch): Promise<RecipeFood> {
  const [row] = await ctx.db
    .update(recipeFoods)
    .set({ count: input.count, updatedAt: ctx.now() })
    .where(eq(recipeFoods.id, id))
    .returning({ id: recipeFoods.id });
  if (!row) throw notFound(LINE_NOT_FOUND);
  return getLine(ctx.db, id);
}

export async function deleteLine(ctx: AppContext, id: string): Promise<void> {
  const deleted = await unlessReferenced(REFERENCED, () =>
    ctx.db.delete(recipeFoods).where(eq(recipeFoods.id, id)).returning({ id: recipeFoods.id }),
  );
  if (!deleted.length) throw notFound(LINE_NOT_FOUND);
}

/** The ingredient lines of one dish (GET /foods/recipe_foods/on/food/{id}/). */
export async function linesOfFood(ctx: AppContext, foodId: string): Promise<RecipeFood[]> {
  const [food] = await ctx.db.select({ id: foods.id }).from(foods).where(eq(foods.id, foodId));
  if (!food) throw notFound(FOOD_NOT_FOUND);
  const rows = await selectLines(ctx.db)
    .innerJoin(foodRecipeFoods, eq(foodRecipeFoods.recipeFoodId, recipeFoods.id))
    .where(eq(foodRecipeFoods.foodId, foodId))
    .orderBy(asc(products.name), desc(recipeFoods.createdAt));
  return rows.map(toRecipeFood);
}
