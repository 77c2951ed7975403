import { businessDateOf, formatIsoDate } from "@app/contract/dates";
import type { AppContext } from "../context.ts";
import { counterparties, generalExpenses } from "../db/schema/index.ts";

type Expense = typeof generalExpenses.$inferInsert;

/**
 * A year of the company's running costs: the Makkah office's rent each month in riyals by bank,
 * its utilities in riyals, the Tashkent office's utilities in so'm, and now and then office
 * supplies, local transport and a tax payment in dollars.
 */
export async function seedDemoExpenses(ctx: AppContext, db: AppContext["db"]) {
  const today = businessDateOf(ctx.now());
  const [landlord] = await db.select({ id: counterparties.id }).from(counterparties).limit(1);
  const expenses: Expense[] = [];
  for (let back = 11; back >= 0; back--) {
    const index = today.year * 12 + today.month - 1 - back;
    const month = { year: Math.floor(index / 12), month: (index % 12) + 1 };
    const day = (value: number) => formatIsoDate({ ...month, day: value });
    const expense = (fields: Omit<Expense, "date">, dayOfMonth: number): Expense => ({ ...fields, date: day(dayOfMonth) });
    expenses.push(
      expense({ category: "rent", counterpartyId: landlord?.id, amount: "18000", currency: "SAR", paidFrom: "bank", note: "Makka ofisi ijarasi" }, 1),
      expense({ category: "utilities", amount: String(1450 + (index % 4) * 85), currency: "SAR", paidFrom: "card", note: "Elektr va suv, Makka" }, 10),
      expense(
        { category: "utilities", amount: String(2_300_000 + (index % 3) * 175_000), currency: "UZS", paidFrom: "cash", note: "Kommunal to'lovlar, Toshkent ofisi" },
        12,
      ),
    );
    if (index % 2 === 0) {
      expenses.push(expense({ category: "office", amount: "240.50", currency: "USD", paidFrom: "card", note: "Kanselyariya va printer kartrijlari" }, 18));
    }
    if (index % 3 === 0) {
      expenses.push(
        expense({ category: "tax", amount: "1200", currency: "USD", paidFrom: "bank", note: "Choraklik soliq" }, 25),
        expense({ category: "transport", amount: "650", currency: "SAR", paidFrom: "cash", note: "Ofis xodimlari uchun taksi" }, 20),
      );
    }
  }
  await db.insert(generalExpenses).values(expenses.filter((expense) => expense.date <= formatIsoDate(today)));
}
