import { and, count, desc, eq, gte, lte } from "drizzle-orm";
import { type CalendarDate, formatIsoDate, formatWireDateTime, isoToWire, wireToIso } from "@app/contract/dates";
import { type Dec, dec } from "@app/contract/decimal";
import type { ExchangeRate, ExchangeRateInput, ExchangeRateListQuery, RateLookup } from "@app/contract/schemas/finance";
import type { Currency } from "@app/contract/schemas/money";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { exchangeRates } from "../../db/schema/index.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { pageOffset } from "../../http/pagination.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";

const NOT_FOUND = "Kurs topilmadi";
const TAKEN = "Bu valyutaning shu kunga kursi allaqachon kiritilgan";
const OPERATING = "Asosiy valyutaning kursi doim 1: uni kiritish shart emas";

type Row = typeof exchangeRates.$inferSelect;

const toRate = (row: Row): ExchangeRate => ({
  id: row.id,
  date: isoToWire(row.date) ?? row.date,
  currency: row.currency,
  rate: Number(row.rate),
  created_at: formatWireDateTime(row.createdAt),
});

export async function listRates(ctx: AppContext, query: ExchangeRateListQuery) {
  const where = and(
    query.currency ? eq(exchangeRates.currency, query.currency) : undefined,
    query.date_from ? gte(exchangeRates.date, formatIsoDate(query.date_from)) : undefined,
    query.date_to ? lte(exchangeRates.date, formatIsoDate(query.date_to)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(exchangeRates)
      .where(where)
      .orderBy(desc(exchangeRates.date), exchangeRates.currency)
      .limit(query.per_page)
      .offset(pageOffset(query)),
    ctx.db.select({ total: count() }).from(exchangeRates).where(where),
  ]);
  return { count: total, results: rows.map(toRate) };
}

/** The operating currency is 1 by definition: a row for it could only contradict that. */
async function columnsOf(ctx: AppContext, input: ExchangeRateInput) {
  if (input.currency === (await operatingCurrency(ctx))) throw invalid({ currency: [OPERATING] }, OPERATING);
  return { date: wireToIso(input.date)!, currency: input.currency, rate: input.rate };
}

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ date: [TAKEN] }, TAKEN);
    throw error;
  }
}

export async function createRate(ctx: AppContext, input: ExchangeRateInput): Promise<ExchangeRate> {
  const values = await columnsOf(ctx, input);
  const [row] = await saving(() => ctx.db.insert(exchangeRates).values(values).returning());
  return toRate(row);
}

export async function updateRate(ctx: AppContext, id: string, input: ExchangeRateInput): Promise<ExchangeRate> {
  const values = await columnsOf(ctx, input);
  const [row] = await saving(() =>
    ctx.db.update(exchangeRates).set({ ...values, updatedAt: ctx.now() }).where(eq(exchangeRates.id, id)).returning(),
  );
  if (!row) throw notFound(NOT_FOUND);
  return toRate(row);
}

export async function deleteRate(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(exchangeRates).where(eq(exchangeRates.id, id)).returning({ id: exchangeRates.id });
  if (!deleted.length) throw notFound(NOT_FOUND);
}

/**
 * The rate a document of `day` (yyyy-MM-dd) in `currency` takes: the latest entered on or before
 * that day, so a weekend or holiday keeps the last working day's; 1 for the operating currency.
 * A day before any rate is a 400 on `field`, the document cannot be priced.
 */
export async function rateOn(
  ctx: AppContext,
  db: Db | Tx,
  currency: Currency,
  day: string,
  field = "date",
): Promise<{ rate: Dec; date: string | null }> {
  if (currency === (await operatingCurrency(ctx, db))) return { rate: dec(1), date: null };
  const [row] = await db
    .select({ rate: exchangeRates.rate, date: exchangeRates.date })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.date, day)))
    .orderBy(desc(exchangeRates.date))
    .limit(1);
  if (!row) {
    const message = `${currency} kursi ${isoToWire(day)} yoki undan oldingi kunga kiritilmagan`;
    throw invalid({ [field]: [message] }, message);
  }
  return { rate: dec(row.rate), date: row.date };
}

export async function lookupRate(ctx: AppContext, currency: Currency, date: CalendarDate): Promise<RateLookup> {
  const day = formatIsoDate(date);
  const found = await rateOn(ctx, ctx.db, currency, day);
  return {
    currency,
    date: isoToWire(day) ?? day,
    rate: found.rate.toNumber(),
    rate_date: found.date ? isoToWire(found.date) : null,
  };
}
