import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatWireDateTime } from "@app/contract/dates";
import type { Product, ProductListQuery } from "@app/contract/schemas/kitchen-products";
import { dec, quantityNumber } from "@app/contract/decimal";
import { inStockUnits } from "@app/contract/formulas/stock";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { units, productSections, products, stockBatches } from "../../../db/schema/index.ts";
import { searchCondition } from "../../../db/search.ts";
import { notFound } from "../../../http/errors.ts";
import { pageOffset } from "../../../http/pagination.ts";
import type { MediaUrl } from "../../media/storage.ts";
import { stockDay, usableOn } from "../stock/fefo.ts";

export const PRODUCT_NOT_FOUND = "Mahsulot topilmadi";

const recipeUnit = alias(units, "recipe_measure");
const stockUnit = alias(units, "stock_measure");

/**
 * Stock on hand on `day` in recipe units: what remains in the product's batches not expired by
 * then; whether there is any; and whether it is below the minimum (min_stock is in stock units,
 * compared in recipe units so no division is needed).
 */
function stockFigures(day: string) {
  const usable = and(eq(stockBatches.productId, products.id), usableOn(day));
  const stock = sql<string>`coalesce((select sum(${stockBatches.remaining}) from ${stockBatches} where ${usable}), 0)`;
  return {
    stock,
    inStock: sql<boolean>`exists (select 1 from ${stockBatches} where ${usable})`,
    lowStock: sql<boolean>`${stock} < ${products.minStock} * ${products.unitFactor}`,
  };
}

function selectProducts(db: Db | Tx, day: string) {
  const { stock, inStock, lowStock } = stockFigures(day);
  return db
    .select({
      product: products,
      sectionName: productSections.name,
      measure: recipeUnit.abbreviation,
      stockUnit: stockUnit.abbreviation,
      stock,
      inStock,
      lowStock,
    })
    .from(products)
    .innerJoin(productSections, eq(productSections.id, products.sectionId))
    .innerJoin(recipeUnit, eq(recipeUnit.id, products.unitId))
    .innerJoin(stockUnit, eq(stockUnit.id, products.stockUnitId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectProducts>["execute"]>>[number];

function toProduct(row: Row, url: MediaUrl): Product {
  const { product } = row;
  return {
    id: product.id,
    name: product.name,
    section: product.sectionId,
    section_name: row.sectionName,
    measure: product.unitId,
    measure_abbreviation: row.measure,
    measure_warehouse: product.stockUnitId,
    measure_warehouse_abbreviation: row.stockUnit,
    difference_measures: dec(product.unitFactor).toNumber(),
    stock: quantityNumber(inStockUnits(row.stock, product.unitFactor)),
    min_stock: quantityNumber(product.minStock),
    low_stock: row.lowStock,
    status: row.inStock,
    image: url(product.image),
    created_at: formatWireDateTime(product.createdAt),
  };
}

export async function listProducts(ctx: AppContext, query: ProductListQuery, url: MediaUrl) {
  const day = stockDay(ctx);
  const { inStock, lowStock } = stockFigures(day);
  const where = and(
    searchCondition(query.search, [
      products.name,
      productSections.name,
      recipeUnit.name,
      recipeUnit.abbreviation,
      stockUnit.name,
      stockUnit.abbreviation,
    ]),
    query.section ? eq(products.sectionId, query.section) : undefined,
    query.status === undefined ? undefined : query.status ? inStock : sql`not ${inStock}`,
    query.low_stock === undefined ? undefined : query.low_stock ? lowStock : sql`not ${lowStock}`,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectProducts(ctx.db, day)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db
      .select({ total: count() })
      .from(products)
      .innerJoin(productSections, eq(productSections.id, products.sectionId))
      .innerJoin(recipeUnit, eq(recipeUnit.id, products.unitId))
      .innerJoin(stockUnit, eq(stockUnit.id, products.stockUnitId))
      .where(where),
  ]);
  return { count: total, results: rows.map((row) => toProduct(row, url)) };
}

/** One product, its stock counted on `day` (yyyy-MM-dd, see stockDay). */
export async function getProduct(db: Db | Tx, id: string, url: MediaUrl, day: string): Promise<Product> {
  const [row] = await selectProducts(db, day).where(eq(products.id, id));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProduct(row, url);
}
