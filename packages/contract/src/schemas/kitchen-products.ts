import { z } from "zod";
import { pageQuery, queryBoolean, searchQuery, uuid } from "./common.ts";
import { requiredName } from "./names.ts";
import { factorInput, imageField, thresholdInput } from "./kitchen-common.ts";
import { writeOffReason } from "./kitchen-warehouse.ts";

/**
 * A product, a raw ingredient. `measure` is the recipe unit ingredients are counted
 * in (g), `measure_warehouse` the stock unit deliveries arrive in (kg), and
 * `difference_measures` how many recipe units one stock unit holds (1000).
 */
export const product = z.object({
  id: uuid,
  name: z.string(),
  section: uuid,
  section_name: z.string(),
  measure: uuid,
  measure_abbreviation: z.string(),
  measure_warehouse: uuid,
  measure_warehouse_abbreviation: z.string(),
  difference_measures: z.number(),
  /** Stock on hand in stock units. */
  stock: z.number(),
  /** Below this stock (stock units) the product shows as running low. */
  min_stock: z.number(),
  low_stock: z.boolean(),
  /** True while any stock remains. */
  status: z.boolean(),
  image: z.string().nullable(),
  created_at: z.string(),
});
export type Product = z.infer<typeof product>;

export const productInput = z.object({
  name: requiredName(255),
  section: uuid,
  measure: uuid,
  measure_warehouse: uuid,
  difference_measures: factorInput,
  min_stock: thresholdInput.default("0"),
  image: imageField,
});
export type ProductInput = z.infer<typeof productInput>;
export const productPatch = productInput.partial().extend({ min_stock: thresholdInput.optional() });
export type ProductPatch = z.infer<typeof productPatch>;

export const productListQuery = pageQuery.extend({
  ...searchQuery.shape,
  status: queryBoolean.optional(),
  section: uuid.optional(),
  low_stock: queryBoolean.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /products/in/warehouse/{id}/: text values, stock units. */
export const productInWarehouse = z.object({ count: z.string(), price: z.string(), measure: z.string() });
export type ProductInWarehouse = z.infer<typeof productInWarehouse>;

export const MOVEMENT_KINDS = ["receipt", "consumption", "write_off", "restoration"] as const;
export const movementKind = z.enum(MOVEMENT_KINDS, {
  error: "Turi receipt, consumption, write_off yoki restoration bo'lishi kerak",
});
export type MovementKind = z.infer<typeof movementKind>;

export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  receipt: "Kirim",
  consumption: "Buyurtmaga sarf",
  write_off: "Hisobdan chiqarish",
  restoration: "Bekor qilingan buyurtmadan qaytarish",
};

/** One line of a product's stock history: receipts and restorations add, the others take. */
export const movement = z.object({
  id: uuid,
  kind: movementKind,
  kind_label: z.string(),
  batch: uuid,
  /** Recipe units (`measure`), always positive; `kind` says the direction. */
  quantity: z.number(),
  measure: z.string(),
  /** The same quantity in stock units (`warehouse_measure`). */
  amount: z.number(),
  warehouse_measure: z.string(),
  /** Money value of the quantity at its batch's unit price. */
  value: z.number(),
  food_order: uuid.nullable(),
  food_order_id: z.string().nullable(),
  /** Write-offs only: why, its label, and what the person added. */
  reason: writeOffReason.nullable(),
  reason_label: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type Movement = z.infer<typeof movement>;

export const movementListQuery = pageQuery.extend({ kind: movementKind.optional() });
export type MovementListQuery = z.infer<typeof movementListQuery>;
