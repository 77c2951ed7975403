import { type SQL, and, asc, gte, isNull, or, sql } from "drizzle-orm";
import { businessDateOf, formatIsoDate } from "@app/contract/dates";
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

/** A batch that can still be used on `day` (yyyy-MM-dd): something left and not expired before it. */
export function usableOn(day: string): SQL {
  return and(
    stockBatches.inStock,
    or(isNull(stockBatches.expiryDate), gte(stockBatches.expiryDate, day)),
  ) as SQL;
}

/** The business day (yyyy-MM-dd) stock is counted on: a batch expired before it is not stock. */
export const stockDay = (ctx: AppContext): string => formatIsoDate(businessDateOf(ctx.now()));
