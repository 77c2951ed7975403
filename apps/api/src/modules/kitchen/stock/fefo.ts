import { type SQL, type SQLWrapper, and, asc, gte, isNull, or, sql } from "drizzle-orm";
import { businessDayIso } from "@app/contract/dates";
import type { AppContext } from "../../../context.ts";
import { stockBatches } from "../../../db/schema/index.ts";

/**
 * First-expiring-first, the one order in which batches are locked, consumed and shown as
 * "will be used": dated batches by expiry, then undated ones oldest first. Locking always in
 * this order (product first) keeps concurrent orders on the same products from deadlocking.
 */
export const fefoOrder = [
  asc(stockBatches.productId),
  sql`${stockBatches.expiryDate} asc nulls last`,
  asc(stockBatches.createdAt),
  asc(stockBatches.id),
];

/** The window `fefo`: a product's batches in fefoOrder, for the running sums of fefoTaken(). */
export const fefoWindow = sql`window fefo as (partition by ${stockBatches.productId} order by ${sql.join(fefoOrder, sql`, `)})`;

/**
 * What a batch gives towards `need` of its product when the batches are taken first-expiring
 * first: all it has, up to what the batches before it left short. Over the window fefoWindow.
 */
export const fefoTaken = (need: SQLWrapper) =>
  sql`least(${stockBatches.remaining}, greatest(${need} - (sum(${stockBatches.remaining}) over fefo - ${stockBatches.remaining}), 0))`;

/** A batch that can still be used on `day` (yyyy-MM-dd): something left and not expired before it. */
export function usableOn(day: string): SQL {
  return and(
    stockBatches.inStock,
    or(isNull(stockBatches.expiryDate), gte(stockBatches.expiryDate, day)),
  ) as SQL;
}

/** The business day (yyyy-MM-dd) stock is counted on: a batch expired before it is not stock. */
export const stockDay = (ctx: AppContext): string => businessDayIso(ctx.now());
