import { type SQL, and, count, desc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type CalendarDate, addDays, formatWireDateTime, zonedDateTime } from "@app/contract/dates";
import type { Batch, BatchListQuery } from "@app/contract/schemas/kitchen-warehouse";
import { dec, moneyNumber, quantityNumber, unitPriceNumber } from "@app/contract/decimal";
import { inStockUnits, stockUnitPrice } from "@app/contract/formulas/stock";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { units, productSections, products, stockBatches } from "../../../db/schema/index.ts";
import { searchCondition } from "../../../db/search.ts";
import { notFound } from "../../../http/errors.ts";
import { pageOffset } from "../../../http/pagination.ts";
import type { MediaUrl } from "../../media/storage.ts";
import { BATCH_NOT_FOUND } from "../stock/batches.ts";

const recipeUnit = alias(units, "recipe_measure");
const stockUnit = alias(units, "stock_measure");

const columns = {
  batch: stockBatches,
  productName: products.name,
  image: products.image,
  factor: products.unitFactor,
  sectionName: productSections.name,
  measure: recipeUnit.abbreviation,
  stockUnit: stockUnit.abbreviation,
  used: sql<boolean>`exists (select 1 from stock_movements m where m.batch_id = ${stockBatches.id} and m.kind <> 'receipt')`,
};

function selectBatches(db: Db | Tx) {
  return db
    .select(columns)
    .from(stockBatches)
    .innerJoin(products, eq(products.id, stockBatches.productId))
    .innerJoin(productSections, eq(productSections.id, products.sectionId))
    .innerJoin(recipeUnit, eq(recipeUnit.id, products.unitId))
    .innerJoin(stockUnit, eq(stockUnit.id, products.stockUnitId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectBatches>["execute"]>>[number];

function toBatch(row: Row, url: MediaUrl): Batch {
  const { batch } = row;
  const remaining = dec(batch.remaining);
  return {
    id: batch.id,
    product: batch.productId,
    product_name: row.productName,
    section: row.sectionName,
    measure: row.measure,
    warehouse_measure: row.stockUnit,
    image: url(row.image),
    gross_price: moneyNumber(batch.grossPrice),
    arrived_amount: quantityNumber(batch.arrivedAmount),
    amount: quantityNumber(inStockUnits(remaining, row.factor)),
    unit_price: unitPriceNumber(batch.unitPrice),
    stock_unit_price: moneyNumber(stockUnitPrice(batch.grossPrice, batch.arrivedAmount)),
    status: remaining.gt(0),
    editable: !row.used,
    created_at: formatWireDateTime(batch.createdAt),
  };
}

/** Start of a business day: date filters take whole days on the business wall clock. */
const dayStart = (date: CalendarDate) => zonedDateTime(date, 0, 0);

/** The warehouse list's filters, and whether they reach into the product. */
function batchFilters(query: BatchListQuery) {
  const productFilters: Array<SQL | undefined> = [
    searchCondition(query.search, [products.name]),
    query.section ? eq(products.sectionId, query.section) : undefined,
    query.measure ? eq(products.stockUnitId, query.measure) : undefined,
  ];
  const batchFilters: Array<SQL | undefined> = [
    query.product ? eq(stockBatches.productId, query.product) : undefined,
    query.status === undefined
      ? undefined
      : query.status
        ? gt(stockBatches.remaining, "0")
        : eq(stockBatches.remaining, "0"),
    query.created_at__gte ? gte(stockBatches.createdAt, dayStart(query.created_at__gte)) : undefined,
    query.created_at__lte ? lt(stockBatches.createdAt, dayStart(addDays(query.created_at__lte, 1))) : undefined,
  ];
  return { where: and(...productFilters, ...batchFilters), needsProducts: productFilters.some(Boolean) };
}

/**
 * The ids of one page of batches, newest first, and how many there are in all. The page is
 * chosen on the batches alone (the creation-time index) and joined to its products after.
 */
export function batchPageQueries(db: Db, query: BatchListQuery) {
  const { where, needsProducts } = batchFilters(query);
  const page = db.select({ id: stockBatches.id }).from(stockBatches).$dynamic();
  const total = db.select({ total: count() }).from(stockBatches).$dynamic();
  if (needsProducts) {
    for (const select of [page, total]) select.innerJoin(products, eq(products.id, stockBatches.productId));
  }
  return {
    page: page
      .where(where)
      .orderBy(desc(stockBatches.createdAt), desc(stockBatches.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    count: total.where(where),
  };
}

export async function listBatches(ctx: AppContext, query: BatchListQuery, url: MediaUrl) {
  const queries = batchPageQueries(ctx.db, query);
  const [page, [{ total }]] = await Promise.all([queries.page, queries.count]);
  const ids = page.map((row) => row.id);
  const rows = ids.length ? await selectBatches(ctx.db).where(inArray(stockBatches.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.batch.id, toBatch(row, url)]));
  return { count: total, results: ids.map((id) => byId.get(id)).filter((batch): batch is Batch => Boolean(batch)) };
}

export async function getBatch(db: Db | Tx, id: string, url: MediaUrl): Promise<Batch> {
  const [row] = await selectBatches(db).where(eq(stockBatches.id, id));
  if (!row) throw notFound(BATCH_NOT_FOUND);
  return toBatch(row, url);
}
