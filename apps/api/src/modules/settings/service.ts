import { eq, sql } from "drizzle-orm";
import { DEFAULT_SETTINGS, type Settings } from "@app/contract/schemas/settings";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { companySettings, counterparties, exchangeRates, foodOrders, hotelOrders, invoices, payments, transfers } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";

type SettingsRow = typeof companySettings.$inferSelect;

function toSettings(row: SettingsRow): Settings {
  return {
    operating_currency: row.operatingCurrency,
    business_timezone: row.businessTimezone,
    meal_times: { breakfast: row.breakfastTime, lunch: row.lunchTime, dinner: row.dinnerTime },
    check_in_time: row.checkInTime,
    check_out_time: row.checkOutTime,
    own_counter_agent: row.ownCounterAgentId,
  };
}

/** The settings as they stand (the defaults until first changed); locked when they are about to be replaced. */
export async function currentSettings(db: Db | Tx, forUpdate = false): Promise<Settings> {
  const query = db.select().from(companySettings);
  const [row] = await (forUpdate ? query.for("update") : query);
  return row ? toSettings(row) : DEFAULT_SETTINGS;
}

/** GET /settings/. */
export function getSettings(ctx: AppContext): Promise<Settings> {
  return currentSettings(ctx.db);
}

/**
 * Has any amount been stored: an order of any kind, an invoice, a payment or a rate? None carries
 * the operating currency beside it, and the orders' totals were summed on the zone's calendar.
 */
async function anyAmountStored(tx: Tx): Promise<boolean> {
  const tables = [hotelOrders, foodOrders, transfers, invoices, payments, exchangeRates];
  const [{ found }] = rowsOf<{ found: boolean }>(
    await tx.execute(sql`select ${sql.join(tables.map((table) => sql`exists (select 1 from ${table})`), sql` or `)} as found`),
  );
  return found;
}

/**
 * PUT /settings/: every value replaced at once. The currency and the time zone are refused (400)
 * once any order, invoice, payment or rate exists: stored amounts carry no currency, and the report totals were summed
 * on that zone's calendar, so either change would silently change their meaning.
 */
export async function replaceSettings(ctx: AppContext, input: Settings): Promise<Settings> {
  const written = await ctx.db.transaction(async (tx) => {
    const current = await currentSettings(tx, true);
    const fixed = {
      operating_currency: current.operating_currency !== input.operating_currency,
      business_timezone: current.business_timezone !== input.business_timezone,
    };
    if ((fixed.operating_currency || fixed.business_timezone) && (await anyAmountStored(tx))) {
      throw invalid(
        Object.fromEntries(
          Object.entries(fixed)
            .filter(([, changed]) => changed)
            .map(([field]) => [field, ["Buyurtmalar yoki moliya hujjatlari mavjud: bu sozlamani endi o'zgartirib bo'lmaydi"]]),
        ),
        "Buyurtmalar yoki moliya hujjatlari mavjud: operatsion valyuta va vaqt mintaqasini o'zgartirib bo'lmaydi, chunki saqlangan summalar va hisobotlar shularga tayanadi",
      );
    }
    if (input.own_counter_agent) {
      const [agent] = await tx.select({ id: counterparties.id }).from(counterparties).where(eq(counterparties.id, input.own_counter_agent));
      if (!agent) throw invalid({ own_counter_agent: ["Kontragent topilmadi"] });
    }
    const values = {
      operatingCurrency: input.operating_currency,
      businessTimezone: input.business_timezone,
      breakfastTime: input.meal_times.breakfast,
      lunchTime: input.meal_times.lunch,
      dinnerTime: input.meal_times.dinner,
      checkInTime: input.check_in_time,
      checkOutTime: input.check_out_time,
      ownCounterAgentId: input.own_counter_agent,
      updatedAt: ctx.now(),
    };
    const [row] = await tx
      .insert(companySettings)
      .values(values)
      .onConflictDoUpdate({ target: companySettings.id, set: values })
      .returning();
    return row;
  });
  return toSettings(written);
}
