import { type SQL, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type {
  Ingredient,
  IngredientInput,
  IngredientListQuery,
  IngredientPatch,
} from "@app/contract/schemas/kitchen-dishes";
import { moneyNumber, quantityNumber } from "@app/contract/decimal";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { dishIngredients, dishes, units, products, ingredients } from "../../../db/schema/index.ts";
import { searchCondition } from "../../../db/search.ts";
import { invalid, notFound } from "../../../http/errors.ts";
import { costAvailable, costSql, readCost } from "../costs/cost.ts";
import { costedPage } from "../costs/page.ts";
import { stockDay } from "../stock/fefo.ts";
import { unlessReferenced } from "../shared/names.ts";

const LINE_NOT_FOUND = "Ingredient topilmadi";
const REFERENCED = "Ingredient taomlarda ishlatilgan, uni o'chirib bo'lmaydi";
const PRODUCT_NOT_FOUND = "Mahsulot topilmadi";
const DISH_NOT_FOUND = "Taom topilmadi";

function selectLines(db: Db | Tx, day: string) {
  return db
    .select({
      line: ingredients,
      productName: products.name,
      measure: units.abbreviation,
      cost: costSql("line", ingredients.id, day),
    })
    .from(ingredients)
    .innerJoin(products, eq(products.id, ingredients.productId))
    .innerJoin(units, eq(units.id, products.unitId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectLines>["execute"]>>[number];

function toIngredient(row: Row): Ingredient {
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
export async function linesByIds(db: Db | Tx, day: string, ids: string[]): Promise<Map<string, Ingredient>> {
  if (!ids.length) return new Map();
  const rows = await selectLines(db, day).where(inArray(ingredients.id, ids));
  return new Map(rows.map((row) => [row.line.id, toIngredient(row)]));
}

export async function listLines(ctx: AppContext, query: IngredientListQuery) {
  const day = stockDay(ctx);
  const { count, ids } = await costedPage(ctx.db, {
    kind: "line",
    id: ingredients.id,
    createdAt: ingredients.createdAt,
    from: sql`${ingredients} join ${products} on ${products.id} = ${ingredients.productId}`,
    where: [query.product ? eq(ingredients.productId, query.product) : undefined],
    costWhere: (cost): Array<SQL | undefined> => [
      query.status === undefined ? undefined : sql`${costAvailable(cost)} = ${query.status}`,
      searchCondition(query.search, [
        products.name,
        sql`${ingredients.count}::text`,
        sql`(${cost}->>'net_price')`,
      ]),
    ],
    page: query,
    day,
  });
  const lines = await linesByIds(ctx.db, day, ids);
  return { count, results: ids.map((id) => lines.get(id)).filter((line): line is Ingredient => Boolean(line)) };
}

export async function getLine(db: Db | Tx, id: string, day: string): Promise<Ingredient> {
  const line = (await linesByIds(db, day, [id])).get(id);
  if (!line) throw notFound(LINE_NOT_FOUND);
  return line;
}

export async function createLine(ctx: AppContext, input: IngredientInput): Promise<Ingredient> {
  return ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.product))
      .for("share");
    if (!product) throw invalid({ product: [PRODUCT_NOT_FOUND] }, PRODUCT_NOT_FOUND);
    const [row] = await tx
      .insert(ingredients)
      .values({ productId: input.product, count: input.count, createdAt: ctx.now(), updatedAt: ctx.now() })
      .returning({ id: ingredients.id });
    return getLine(tx, row.id, stockDay(ctx));
  });
}

export async function updateLine(ctx: AppContext, id: string, input: IngredientPatch): Promise<Ingredient> {
  const [row] = await ctx.db
    .update(ingredients)
    .set({ count: input.count, updatedAt: ctx.now() })
    .where(eq(ingredients.id, id))
    .returning({ id: ingredients.id });
  if (!row) throw notFound(LINE_NOT_FOUND);
  return getLine(ctx.db, id, stockDay(ctx));
}

export async function deleteLine(ctx: AppContext, id: string): Promise<void> {
  const deleted = await unlessReferenced(REFERENCED, () =>
    ctx.db.delete(ingredients).where(eq(ingredients.id, id)).returning({ id: ingredients.id }),
  );
  if (!deleted.length) throw notFound(LINE_NOT_FOUND);
}

/** The ingredient lines of one dish (GET /foods/recipe_foods/on/food/{id}/). */
export async function linesOfDish(ctx: AppContext, dishId: string): Promise<Ingredient[]> {
  const [dish] = await ctx.db.select({ id: dishes.id }).from(dishes).where(eq(dishes.id, dishId));
  if (!dish) throw notFound(DISH_NOT_FOUND);
  const rows = await selectLines(ctx.db, stockDay(ctx))
    .innerJoin(dishIngredients, eq(dishIngredients.ingredientId, ingredients.id))
    .where(eq(dishIngredients.dishId, dishId))
    .orderBy(asc(products.name), desc(ingredients.createdAt));
  return rows.map(toIngredient);
}
