import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { moneyNumber } from "@app/contract/decimal";
import type { AmountTotals } from "@app/contract/schemas/hr";
import type { Currency } from "@app/contract/schemas/money";
import type { Db } from "../../db/client.ts";

type Amounts = { table: PgTable; amount: PgColumn; currency: PgColumn; paid: PgColumn };

/** Σ of a list's amounts per currency, of every row `where` matches: all of them, paid and unpaid. */
export async function totalsPerCurrency(db: Db, { table, amount, currency, paid }: Amounts, where: SQL | undefined): Promise<AmountTotals> {
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
