import { type SQL, sql } from "drizzle-orm";
import { formatIsoDate } from "@app/contract/dates";
import { type Dec, ZERO, dec, moneyNumber } from "@app/contract/decimal";
import { FOOD_ORDER_STATUSES } from "@app/contract/schemas/kitchen-food-orders";
import type { Currency } from "@app/contract/schemas/money";
import { PNL_COSTS, PNL_REVENUES, type Pnl, type PnlTotal } from "@app/contract/schemas/statistics";
import type { TransferStatus } from "@app/contract/schemas/taxi";
import type { AppContext } from "../../context.ts";
import { rowsOf } from "../../db/rows.ts";
import { generalExpenses, monthlySalaries } from "../../db/schema/index.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { type Period, monthsOf } from "./range.ts";
import { FOOD_ORDERS, HOTEL_ORDERS, STOCK_MOVEMENTS, TRANSFERS, totalsIn } from "./totals.ts";

type Line = (typeof PNL_REVENUES)[number] | (typeof PNL_COSTS)[number];
const CANCELED_TRIP: TransferStatus = "canceled";

const perMonth = { byMonth: true };
const monthIndex = (date: { year: number; month: number }) => date.year * 12 + date.month - 1;

/**
 * Every figure of the profit and loss as rows of (month, currency, line, amount), one statement.
 * Orders, stock and transfers are in the operating currency and come from the totals tables, in
 * the month they were booked, as the other blocks count them: a stay's revenue is its hotel cost
 * and its cost what the hotel charges (hotel cost less the markup); food revenue is the orders
 * not canceled, whose cost is the stock they used (the ledger's consumption, returned when an
 * order is canceled); a trip not canceled earns its gross fee and costs its driver's fee.
 * Salaries count in the month they are for, whether paid yet or not; expenses on their date.
 */
export function pnlQuery(period: Period, operatingCurrency: Currency): SQL {
  const operating = sql`${operatingCurrency}::text`;
  const from = formatIsoDate(period.from);
  const to = formatIsoDate(period.to);
  return sql`
    select to_char(f.month, 'YYYY-MM') as month, f.currency, f.line, sum(f.amount)::text as amount
    from (
      select t.month, ${operating} as currency, v.line, v.amount
      from (${totalsIn(HOTEL_ORDERS, period, perMonth)}) as t
      cross join lateral (values ('hotels', t.hotel_cost), ('hotel_costs', t.hotel_cost - t.profit)) as v (line, amount)
      union all
      select t.month, ${operating}, 'food', t.revenue
      from (${totalsIn(FOOD_ORDERS, period, perMonth)}) as t
      where t.dimension = 'all' and t.status <> ${FOOD_ORDER_STATUSES.canceled}
      union all
      select t.month, ${operating}, case t.kind when 'consumption' then 'food_costs' else 'write_offs' end, t.value
      from (${totalsIn(STOCK_MOVEMENTS, period, perMonth)}) as t
      where t.product_id is null and t.kind in ('consumption', 'write_off')
      union all
      select t.month, ${operating}, v.line, v.amount
      from (${totalsIn(TRANSFERS, period, perMonth)}) as t
      cross join lateral (values ('transfers', t.gross_fee), ('driver_fees', t.service_fee)) as v (line, amount)
      where t.status <> ${CANCELED_TRIP}
      union all
      select make_date(${monthlySalaries.year}, ${monthlySalaries.month}, 1), ${monthlySalaries.currency}, 'salaries',
        ${monthlySalaries.salary}
      from ${monthlySalaries}
      where ${monthlySalaries.year} * 12 + ${monthlySalaries.month} - 1 between ${monthIndex(period.from)} and ${monthIndex(period.to)}
      union all
      select date_trunc('month', ${generalExpenses.date})::date, ${generalExpenses.currency}, 'expenses', ${generalExpenses.amount}
      from ${generalExpenses}
      where ${generalExpenses.date} between ${from}::date and ${to}::date
    ) as f
    group by 1, 2, 3
    having sum(f.amount) <> 0`;
}

type Figures = Record<Line, Dec>;

const noFigures = (): Figures => ({
  hotels: ZERO,
  food: ZERO,
  transfers: ZERO,
  hotel_costs: ZERO,
  food_costs: ZERO,
  write_offs: ZERO,
  salaries: ZERO,
  expenses: ZERO,
  driver_fees: ZERO,
});

const sumOf = (figures: Figures, lines: readonly Line[]) => lines.reduce((sum, line) => sum.plus(figures[line]), ZERO);

/** One currency's figures on the wire, with revenue, costs and result worked out from them. */
function toTotal(currency: Currency, figures: Figures): PnlTotal {
  const revenue = sumOf(figures, PNL_REVENUES);
  const costs = sumOf(figures, PNL_COSTS);
  const lines = Object.fromEntries(Object.entries(figures).map(([line, amount]) => [line, moneyNumber(amount)])) as Record<Line, number>;
  return {
    currency,
    ...lines,
    revenue: moneyNumber(revenue),
    costs: moneyNumber(costs),
    result: moneyNumber(revenue.minus(costs)),
  };
}

/**
 * The period's profit and loss: every month for each currency with a figure in it (the
 * operating currency always), and each currency's totals. Currencies are never added together.
 */
export async function pnlOf(ctx: AppContext, period: Period): Promise<Pnl> {
  const operating = await operatingCurrency(ctx);
  const rows = rowsOf<{ month: string; currency: Currency; line: Line; amount: string }>(await ctx.db.execute(pnlQuery(period, operating)));
  const months = monthsOf(period).map(({ month }) => month);
  const currencies = [...new Set<Currency>([operating, ...rows.map((row) => row.currency)])].sort();
  const cells = new Map<string, Figures>();
  const cell = (currency: Currency, month: string) => {
    const key = `${currency} ${month}`;
    let figures = cells.get(key);
    if (!figures) cells.set(key, (figures = noFigures()));
    return figures;
  };
  for (const row of rows) {
    const figures = cell(row.currency, row.month);
    figures[row.line] = figures[row.line].plus(dec(row.amount));
  }
  return {
    months: currencies.flatMap((currency) => months.map((month) => ({ month, ...toTotal(currency, cell(currency, month)) }))),
    totals: currencies.map((currency) => {
      const sum = noFigures();
      for (const month of months) {
        const figures = cell(currency, month);
        for (const line of Object.keys(sum) as Line[]) sum[line] = sum[line].plus(figures[line]);
      }
      return toTotal(currency, sum);
    }),
  };
}
