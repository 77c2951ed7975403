import { and, eq, inArray } from "drizzle-orm";
import type { ProductInWarehouse, ProductInput, ProductPatch } from "@app/contract/schemas/kitchen-products";
import { ZERO, dec, quantityText, unitPriceText } from "@app/contract/decimal";
import { inStockUnits } from "@app/contract/formulas/stock";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import {
  units,
  productSections,
  products,
  ingredients,
  stockBatches,
} from "../../../db/schema/index.ts";
import { type FieldErrors, badRequest, invalid, notFound } from "../../../http/errors.ts";
import type { ImageChange } from "../../../http/upload.ts";
import { type MediaUrl, removeImage, withImage } from "../../media/storage.ts";
import { nameKey, uniqueName, unlessReferenced } from "../shared/names.ts";
import { fefoOrder, stockDay, usableOn } from "../stock/fefo.ts";
import { PRODUCT_NOT_FOUND, getProduct } from "./read.ts";

const DUPLICATE = "Bu nomdagi mahsulot allaqachon mavjud";
const REFERENCED = "Mahsulot omborda yoki ingredientlarda ishlatilgan, uni o'chirib bo'lmaydi";
const UNITS_FIXED = "Mahsulot omborda yoki ingredientlarda ishlatilgan: o'lchov birliklarini o'zgartirib bo'lmaydi";
const NO_STOCK = "Omborda bu mahsulot qolmagan";

/** Unknown section or unit ids are field errors, found before the write. */
async function checkReferences(tx: Tx, input: ProductPatch) {
  const errors: FieldErrors = {};
  if (input.section) {
    const [section] = await tx.select({ id: productSections.id }).from(productSections).where(eq(productSections.id, input.section));
    if (!section) errors.section = ["Bo'lim topilmadi"];
  }
  const unitIds = [input.measure, input.measure_warehouse].filter((id): id is string => Boolean(id));
  if (unitIds.length) {
    const found = await tx.select({ id: units.id }).from(units).where(inArray(units.id, unitIds));
    const known = new Set(found.map((row) => row.id));
    if (input.measure && !known.has(input.measure)) errors.measure = ["O'lchov birligi topilmadi"];
    if (input.measure_warehouse && !known.has(input.measure_warehouse)) {
      errors.measure_warehouse = ["O'lchov birligi topilmadi"];
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

function changes(input: ProductPatch, image: string | null | undefined) {
  return {
    name: input.name,
    nameKey: input.name === undefined ? undefined : nameKey(input.name),
    sectionId: input.section,
    unitId: input.measure,
    stockUnitId: input.measure_warehouse,
    unitFactor: input.difference_measures,
    minStock: input.min_stock,
    image,
  };
}

export async function createProduct(ctx: AppContext, input: ProductInput, image: ImageChange, url: MediaUrl) {
  return withImage(ctx.db, image, async (tx, stored) => {
    await checkReferences(tx, input);
    const [row] = await uniqueName(DUPLICATE, () =>
      tx
        .insert(products)
        .values({
          name: input.name,
          nameKey: nameKey(input.name),
          sectionId: input.section,
          unitId: input.measure,
          stockUnitId: input.measure_warehouse,
          unitFactor: input.difference_measures,
          minStock: input.min_stock,
          image: stored ?? null,
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        })
        .returning({ id: products.id }),
    );
    return { result: await getProduct(tx, row.id, url, stockDay(ctx)), previous: null };
  });
}

/**
 * Batches and ingredient lines count in the product's units, so the units and the factor
 * are fixed once either exists.
 */
async function checkUnitsMayChange(tx: Tx, current: typeof products.$inferSelect, input: ProductPatch) {
  const changes =
    (input.measure !== undefined && input.measure !== current.unitId) ||
    (input.measure_warehouse !== undefined && input.measure_warehouse !== current.stockUnitId) ||
    (input.difference_measures !== undefined && !dec(input.difference_measures).eq(current.unitFactor));
  if (!changes) return;
  const [batch] = await tx.select({ id: stockBatches.id }).from(stockBatches).where(eq(stockBatches.productId, current.id)).limit(1);
  const [line] = await tx.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.productId, current.id)).limit(1);
  if (batch || line) throw invalid({ difference_measures: [UNITS_FIXED] }, UNITS_FIXED);
}

export async function updateProduct(
  ctx: AppContext,
  id: string,
  input: ProductPatch,
  image: ImageChange,
  url: MediaUrl,
) {
  return withImage(ctx.db, image, async (tx, stored) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    await checkReferences(tx, input);
    await checkUnitsMayChange(tx, current, input);
    await uniqueName(DUPLICATE, () =>
      tx
        .update(products)
        .set({ ...changes(input, stored), updatedAt: ctx.now() })
        .where(eq(products.id, id)),
    );
    return { result: await getProduct(tx, id, url, stockDay(ctx)), previous: current.image };
  });
}

export async function deleteProduct(ctx: AppContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await unlessReferenced(REFERENCED, () =>
      tx.delete(products).where(eq(products.id, id)).returning({ image: products.image }),
    );
    if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
    await removeImage(tx, deleted.image);
  });
}

/** What is on hand (stock units, expired batches left out) and the unit price of the batch used first. */
export async function productInWarehouse(ctx: AppContext, id: string): Promise<ProductInWarehouse> {
  const [product] = await ctx.db
    .select({ factor: products.unitFactor, measure: units.abbreviation })
    .from(products)
    .innerJoin(units, eq(units.id, products.stockUnitId))
    .where(eq(products.id, id));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const batches = await ctx.db
    .select({ remaining: stockBatches.remaining, unitPrice: stockBatches.unitPrice })
    .from(stockBatches)
    .where(and(eq(stockBatches.productId, id), usableOn(stockDay(ctx))))
    .orderBy(...fefoOrder);
  if (!batches.length) throw badRequest(NO_STOCK);
  const onHand = batches.reduce((sum, batch) => sum.plus(batch.remaining), ZERO);
  return {
    count: quantityText(inStockUnits(onHand, product.factor)),
    price: unitPriceText(batches[0].unitPrice),
    measure: product.measure,
  };
}
