import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { formatWireDateTime } from "@app/contract/dates";
import { MOVEMENT_KIND_LABELS, type Movement, type MovementListQuery } from "@app/contract/schemas/kitchen-products";
import { WRITE_OFF_REASON_LABELS } from "@app/contract/schemas/kitchen-warehouse";
import { moneyNumber, quantityNumber } from "@app/contract/decimal";
import { inStockUnits } from "@app/contract/formulas/stock";
import type { AppContext } from "../../../context.ts";
import { foodOrders, units, products, stockMovements } from "../../../db/schema/index.ts";
import { notFound } from "../../../http/errors.ts";
import { pageOffset } from "../../../http/pagination.ts";
import { PRODUCT_NOT_FOUND } from "./read.ts";

const recipeUnit = alias(units, "recipe_measure");
const stockUnit = alias(units, "stock_measure");

/** A product's stock history, newest first: receipts, consumption by orders, write-offs, restorations. */
export async function listMovements(ctx: AppContext, productId: string, query: MovementListQuery) {
  const [product] = await ctx.db
    .select({ factor: products.unitFactor, measure: recipeUnit.abbreviation, stockUnit: stockUnit.abbreviation })
    .from(products)
    .innerJoin(recipeUnit, eq(recipeUnit.id, products.unitId))
    .innerJoin(stockUnit, eq(stockUnit.id, products.stockUnitId))
    .where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const where = and(
    eq(stockMovements.productId, productId),
    query.kind ? eq(stockMovements.kind, query.kind) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ movement: stockMovements, code: foodOrders.code })
      .from(stockMovements)
      .leftJoin(foodOrders, eq(foodOrders.id, stockMovements.foodOrderId))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  const results = rows.map(({ movement, code }): Movement => ({
    id: movement.id,
    kind: movement.kind,
    kind_label: MOVEMENT_KIND_LABELS[movement.kind],
    batch: movement.batchId,
    quantity: quantityNumber(movement.quantity),
    measure: product.measure,
    amount: quantityNumber(inStockUnits(movement.quantity, product.factor)),
    warehouse_measure: product.stockUnit,
    value: moneyNumber(movement.value),
    food_order: movement.foodOrderId,
    food_order_id: code,
    reason: movement.reason,
    reason_label: movement.reason ? WRITE_OFF_REASON_LABELS[movement.reason] : null,
    note: movement.note,
    created_at: formatWireDateTime(movement.createdAt),
  }));
  return { count: total, results };
}
