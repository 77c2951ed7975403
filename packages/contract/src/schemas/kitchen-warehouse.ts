import { z } from "zod";
import { queryDate, optionalText, pageQuery, queryBoolean, requiredText, searchQuery, uuid, wholeNumber, wireDate } from "./common.ts";
import { priceInput, quantityInput } from "./kitchen-common.ts";

/** A batch expiring within this many days of the business day is shown as expiring (amber). */
export const EXPIRY_WARNING_DAYS = 3;
export const EXPIRY_STATUSES = ["expired", "expiring", "good"] as const;
export type ExpiryStatus = (typeof EXPIRY_STATUSES)[number];

/** A stock batch: one delivery of one product; amounts in the product's stock unit. */
export const batch = z.object({
  id: uuid,
  product: uuid,
  product_name: z.string(),
  /** Section name. */
  section: z.string(),
  /** Recipe-unit abbreviation. */
  measure: z.string(),
  /** Stock-unit abbreviation. */
  warehouse_measure: z.string(),
  image: z.string().nullable(),
  gross_price: z.number(),
  arrived_amount: z.number(),
  /** What remains. */
  amount: z.number(),
  /** Cost of one recipe unit: gross_price ÷ (arrived_amount × difference_measures), 6 places. */
  unit_price: z.number(),
  /** Cost of one stock unit (`warehouse_measure`): gross_price ÷ arrived_amount, 2 places. */
  stock_unit_price: z.number(),
  /** True while something remains. */
  status: z.boolean(),
  /** True while nothing has been taken, so gross_price and arrived_amount may be corrected. */
  editable: z.boolean(),
  /** dd.MM.yyyy; null for goods that do not spoil. */
  expiry_date: z.string().nullable(),
  /** Where the expiry stands on the business day: past, within EXPIRY_WARNING_DAYS, later; null without one. */
  expiry_status: z.enum(EXPIRY_STATUSES).nullable(),
  /** The counter agent who delivered it. */
  supplier: uuid.nullable(),
  supplier_name: z.string().nullable(),
  lot: z.string().nullable(),
  /** The delivery (invoice) it arrived on, when received as one. */
  receipt: uuid.nullable(),
  invoice_number: z.string().nullable(),
  /** dd.MM.yyyy */
  invoice_date: z.string().nullable(),
  created_at: z.string(),
});
export type Batch = z.infer<typeof batch>;

const lotInput = optionalText(100);
const expiryInput = wireDate.nullish();

export const receiptInput = z.object({
  product: uuid,
  gross_price: priceInput,
  arrived_amount: quantityInput,
  expiry_date: expiryInput,
  supplier: uuid.nullish(),
  lot: lotInput,
});
export type ReceiptInput = z.infer<typeof receiptInput>;

/**
 * Something accepted that people should look at: a line received already expired (kept so
 * that it can be recorded and written off). `line` is the index in a delivery's `lines`, null
 * for a single receipt.
 */
export const receiptWarning = z.object({
  line: z.number().int().nullable(),
  code: z.enum(["expired"]),
  detail: z.string(),
});
export type ReceiptWarning = z.infer<typeof receiptWarning>;

/** A single receipt's answer: the new batch and its warnings. */
export const receiptResult = batch.extend({ warnings: z.array(receiptWarning) });

/** At most this many lines in one delivery. */
export const MAX_DELIVERY_LINES = 200;

export const deliveryLine = z.object({
  product: uuid,
  arrived_amount: quantityInput,
  gross_price: priceInput,
  expiry_date: expiryInput,
  lot: lotInput,
});
export type DeliveryLine = z.infer<typeof deliveryLine>;

/** A delivery with many lines on one invoice, saved all or nothing; line errors are keyed `lines.<index>.<field>`. */
export const deliveryInput = z.object({
  supplier: uuid,
  invoice_number: requiredText(50),
  invoice_date: wireDate,
  lines: z
    .array(deliveryLine, { error: "Qatorlar ro'yxati kerak" })
    .min(1, { error: "Kamida bitta qator kerak" })
    .max(MAX_DELIVERY_LINES, { error: `Ko'pi bilan ${MAX_DELIVERY_LINES} ta qator` }),
});
export type DeliveryInput = z.infer<typeof deliveryInput>;

export const deliveryResult = z.object({
  id: uuid,
  supplier: uuid,
  supplier_name: z.string(),
  invoice_number: z.string(),
  /** dd.MM.yyyy */
  invoice_date: z.string(),
  /** The new batches, in the order of the lines. */
  batches: z.array(batch),
  warnings: z.array(receiptWarning),
});
export type DeliveryResult = z.infer<typeof deliveryResult>;

/** `days` ahead of the business day (3 when not given); expired batches are always included. */
export const expiringQuery = z.object({ days: wholeNumber(0, 3650).default(EXPIRY_WARNING_DAYS) });

export const receiptCorrection = z
  .object({ gross_price: priceInput.optional(), arrived_amount: quantityInput.optional() })
  .refine((value) => value.gross_price !== undefined || value.arrived_amount !== undefined, {
    error: "gross_price yoki arrived_amount kiritilishi kerak",
  });
export type ReceiptCorrection = z.infer<typeof receiptCorrection>;

/** Why stock left the warehouse other than into an order; `other` when nobody says. */
export const WRITE_OFF_REASONS = ["spoiled", "expired", "damaged", "inventory", "other"] as const;
export const writeOffReason = z.enum(WRITE_OFF_REASONS, {
  error: "Sabab spoiled, expired, damaged, inventory yoki other bo'lishi kerak",
});
export type WriteOffReason = z.infer<typeof writeOffReason>;

export const WRITE_OFF_REASON_LABELS: Record<WriteOffReason, string> = {
  spoiled: "Buzilgan",
  expired: "Muddati o‘tgan",
  damaged: "Shikastlangan",
  inventory: "Inventarizatsiya",
  other: "Boshqa",
};

/** `{amount}` alone is a whole write-off: the reason defaults to `other` and the note is optional. */
export const writeOffInput = z.object({
  amount: quantityInput,
  reason: writeOffReason.default("other"),
  note: optionalText(500),
});
export type WriteOffInput = z.infer<typeof writeOffInput>;

export const writeOffResult = z.object({ detail: z.string(), batch });
export type WriteOffResult = z.infer<typeof writeOffResult>;

/** "2025-01-01,2025-01-31": both ends inclusive. */
const isoRange = z
  .string()
  .transform((value) => value.split(","))
  .pipe(z.tuple([queryDate, queryDate], { error: "Oraliq ikki sana, vergul bilan: yyyy-MM-dd,yyyy-MM-dd yoki dd.MM.yyyy,dd.MM.yyyy" }));

/**
 * `section` and `measure` are the page's names for `product__section` and
 * `product__measure_warehouse`; either spelling works.
 */
export const batchListQuery = pageQuery
  .extend({
    ...searchQuery.shape,
    status: queryBoolean.optional(),
    product: uuid.optional(),
    section: uuid.optional(),
    measure: uuid.optional(),
    product__section: uuid.optional(),
    product__measure_warehouse: uuid.optional(),
    created_at__gte: queryDate.optional(),
    created_at__lte: queryDate.optional(),
    created_at__range: isoRange.optional(),
    /** Batches with stock expiring within EXPIRY_WARNING_DAYS or expired, first-expiring first. */
    expiring: queryBoolean.optional(),
  })
  .transform(({ product__section, product__measure_warehouse, created_at__range, ...query }) => ({
    ...query,
    section: query.section ?? product__section,
    measure: query.measure ?? product__measure_warehouse,
    created_at__gte: query.created_at__gte ?? created_at__range?.[0],
    created_at__lte: query.created_at__lte ?? created_at__range?.[1],
  }));
export type BatchListQuery = z.infer<typeof batchListQuery>;
