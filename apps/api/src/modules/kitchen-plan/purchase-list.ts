import { between, sql } from "drizzle-orm";
import { type CalendarDate, addDays, daysBetween, formatIsoDate, formatWireDate } from "@app/contract/dates";
import { Dec, ZERO, dec, quantityNumber } from "@app/contract/decimal";
import { inStockUnits } from "@app/contract/formulas/stock";
import type { PurchaseList } from "@app/contract/schemas/kitchen-plan";
import type { AppContext } from "../../context.ts";
import { derivedRead } from "../../db/derived-reads.ts";
import { planDays, products } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";
import type { Sheet } from "../../http/xlsx-export.ts";
import { getSettings } from "../settings/service.ts";
import { loadCycle } from "./cycle.ts";
import { headcountsOn } from "./eaters.ts";
import { menuPortions } from "./servings.ts";
import { needsOfMenus, productFacts, productsOfMenus, usableBatches } from "./stock.ts";

const MAX_DAYS = 62;
const BAD_RANGE = "Sanalar oralig'i noto'g'ri: boshlanish tugashdan keyin bo'lmasin, ko'pi bilan 62 kun";

/**
 * GET /kitchen/purchase-list/: per product, what the unconfirmed days of the range need
 * (a confirmed day's stock is already taken), the stock still good on the last day, the par
 * level, and `to_buy = max(0, required + min_stock − usable)`, all in the stock unit. Products
 * not needed appear only when they are below their par level.
 */
export async function purchaseList(ctx: AppContext, from: CalendarDate, to: CalendarDate): Promise<PurchaseList> {
  const days = daysBetween(from, to) + 1;
  if (days < 1 || days > MAX_DAYS) throw invalid({ date_to: [BAD_RANGE] }, BAD_RANGE);
  return derivedRead(ctx.db, "kitchen-plan", `purchases|${formatIsoDate(from)}|${formatIsoDate(to)}`, () => deriveList(ctx, from, to, days));
}

async function deriveList(ctx: AppContext, from: CalendarDate, to: CalendarDate, days: number): Promise<PurchaseList> {
  const [settings, cycle, confirmed] = await Promise.all([
    getSettings(ctx),
    loadCycle(ctx.db),
    ctx.db.select({ day: planDays.day }).from(planDays).where(between(planDays.day, formatIsoDate(from), formatIsoDate(to))),
  ]);
  const skip = new Set(confirmed.map((row) => row.day));
  const open = Array.from({ length: days }, (_, index) => addDays(from, index)).filter((day) => !skip.has(formatIsoDate(day)));
  const portions = menuPortions(await headcountsOn(ctx.db, settings, open), cycle);
  const listed = sql`(select product_id from ${productsOfMenus([...portions.keys()])} as used
    union select id from ${products} where ${products.minStock} > 0)`;
  const [needs, facts, batches] = await Promise.all([
    needsOfMenus(ctx.db, portions),
    productFacts(ctx.db, listed),
    usableBatches(ctx.db, listed, formatIsoDate(to)),
  ]);
  const usable = new Map<string, Dec>();
  for (const batch of batches) usable.set(batch.productId, (usable.get(batch.productId) ?? ZERO).plus(batch.remaining));
  const rows = facts.map((product) => {
    const required = inStockUnits(needs.get(product.id) ?? ZERO, product.factor);
    const onHand = inStockUnits(usable.get(product.id) ?? ZERO, product.factor);
    const toBuy = Dec.max(ZERO, required.plus(product.minStock).minus(onHand));
    return {
      product: product.id,
      name: product.name,
      unit: product.stockUnit,
      required: quantityNumber(required),
      usable: quantityNumber(onHand),
      min_stock: quantityNumber(dec(product.minStock)),
      to_buy: quantityNumber(toBuy),
    };
  });
  return {
    date_from: formatWireDate(from),
    date_to: formatWireDate(to),
    products: rows.filter((row) => row.required > 0 || row.to_buy > 0),
  };
}


export const PURCHASE_SHEET: Sheet<PurchaseList["products"][number]> = {
  title: "Xarid ro'yxati",
  file: "xarid_royxati",
  columns: [
    { header: "Mahsulot", kind: "text", value: (row) => row.name },
    { header: "O'lchov", kind: "text", value: (row) => row.unit },
    { header: "Kerak", kind: "number", value: (row) => row.required },
    { header: "Omborda (yaroqli)", kind: "number", value: (row) => row.usable },
    { header: "Minimal zaxira", kind: "number", value: (row) => row.min_stock },
    { header: "Sotib olish", kind: "number", value: (row) => row.to_buy },
  ],
};
