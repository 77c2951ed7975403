import { type SQL, count, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { moneyNumber } from "@app/contract/decimal";
import type { AmountTotals } from "@app/contract/schemas/hr";
import type { Currency } from "@app/contract/schemas/money";
import type { Db } from "../../db/client.ts";

type Amounts = { table: PgTable; amount: PgColumn; currency: PgColumn; paid: PgColumn };

/** Σ of a list's amounts per currency, of every row `where` matches: all of them, paid and unpaid. */
async function totalsPerCurrency(db: Db, { table, amount, currency, paid }: Amounts, where: SQL | undefined): Promise<AmountTotals> {
  const rows = await db
    .select({
      currency: sql<Currency>`${currency}`,
      all: sql<string>`sum(${amount})`,
      paid: sql<string>`coalesce(sum(${amount}) filter (where ${paid}), 0)`,
      unpaid: sql<string>`coalesce(sum(${amount}) filter (where not ${paid}), 0)`,
    })
    .from(table)
    .where(where)
    .groupBy(currency)
    .orderBy(currency);
  return rows.map((row) => ({
    currency: row.currency,
    all: moneyNumber(row.all),
    paid: moneyNumber(row.paid),
    unpaid: moneyNumber(row.unpaid),
  }));
}

/**
 * A page of a list of amounts with what the list pages need besides: how many rows `where`
 * matches and their totals per currency, read together with the page.
 */
export async function pageWithTotals<Row>(db: Db, amounts: Amounts, where: SQL | undefined, page: PromiseLike<Row[]>) {
  const [rows, [{ total }], totals] = await Promise.all([
    page,
    db.select({ total: count() }).from(amounts.table).where(where),
    totalsPerCurrency(db, amounts, where),
  ]);
  return { count: total, rows, totals };
}
