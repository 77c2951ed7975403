import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { pathOf } from "@app/contract/endpoint";
import { API_BASE } from "@app/contract/routes";
import { FOOD_ORDERS } from "@app/contract/endpoints/food-orders";
import { DISH_SECTIONS, PRODUCT_SECTIONS, UNITS } from "@app/contract/endpoints/kitchen-catalogs";
import { DISHES } from "@app/contract/endpoints/kitchen-dishes";
import { INGREDIENTS } from "@app/contract/endpoints/kitchen-ingredients";
import { MENUS } from "@app/contract/endpoints/kitchen-menus";
import { PRODUCTS } from "@app/contract/endpoints/kitchen-products";
import { RATIONS } from "@app/contract/endpoints/kitchen-rations";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import type { Dish, Ingredient } from "@app/contract/schemas/kitchen-dishes";
import type { FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import type { Menu, MenuType } from "@app/contract/schemas/kitchen-menus";
import type { Product } from "@app/contract/schemas/kitchen-products";
import type { Ration } from "@app/contract/schemas/kitchen-rations";
import type { Unit } from "@app/contract/schemas/kitchen-units";
import type { CatalogItem } from "@app/contract/schemas/kitchen-sections";
import type { Batch, WriteOffReason, WriteOffResult } from "@app/contract/schemas/kitchen-warehouse";
import { counterparties } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";

type Headers = { authorization: string };

export const api = (path: string, params: Record<string, string> = {}) => API_BASE + pathOf(path, params);

let names = 0;
const unique = (prefix: string) => `${prefix} ${++names}`;

/** The kitchen driven through its HTTP API, as the screens would, failing loudly on any refusal. */
export function kitchenClient(t: TestApp, headers: Headers) {
  async function send<T>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown): Promise<T> {
    const response = await t.app.inject({ method, url, headers, payload: payload as never });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return (response.statusCode === 204 ? undefined : response.json()) as T;
  }
  return {
    send,
    unit: (name: string, abbreviation: string) => send<Unit>("POST", api(UNITS.list.path), { name, abbreviation }),
    section: (name = unique("Bo'lim")) => send<CatalogItem>("POST", api(PRODUCT_SECTIONS.list.path), { name }),
    dishSection: (name = unique("Taom bo'limi")) => send<CatalogItem>("POST", api(DISH_SECTIONS.list.path), { name }),
    product: (body: {
      name?: string;
      section: string;
      measure: string;
      measure_warehouse: string;
      difference_measures: number | string;
      min_stock?: number | string;
    }) => send<Product>("POST", api(PRODUCTS.list.path), { ...body, name: body.name ?? unique("Mahsulot") }),
    receive: (product: string, gross_price: number | string, arrived_amount: number | string) =>
      send<Batch>("POST", api(STOCK_BATCHES.list.path), { product, gross_price, arrived_amount }),
    writeOff: (batch: string, amount: number | string, extra: { reason?: WriteOffReason; note?: string } = {}) =>
      send<WriteOffResult>("POST", api(STOCK_BATCHES.get.path, { id: batch }), { amount, ...extra }),
    line: (product: string, count: number | string) =>
      send<Ingredient>("POST", api(INGREDIENTS.list.path), { product, count }),
    dish: (body: { name?: string; section: string; profit: number | string; recipes_id: string[] }) =>
      send<Dish>("POST", api(DISHES.list.path), { ...body, name: body.name ?? unique("Taom") }),
    menu: (body: { name?: string; menu_type: MenuType; profit: number | string; foods_id: string[] }) =>
      send<Menu>("POST", api(MENUS.list.path), { ...body, name: body.name ?? unique("Menyu") }),
    ration: (body: { name?: string; profit: number | string; menu_breakfast: string; menu_lunch: string; menu_dinner: string }) =>
      send<Ration>("POST", api(RATIONS.list.path), { ...body, name: body.name ?? unique("Ratsion") }),
    order: (body: Record<string, unknown>) => send<FoodOrder>("POST", api(FOOD_ORDERS.list.path), body),
    setStatus: (id: string, status: number) => send<FoodOrder>("PATCH", api(FOOD_ORDERS.get.path, { id }), { status }),
  };
}

export type KitchenClient = ReturnType<typeof kitchenClient>;

/** Grams counted in recipes, kilograms in the warehouse: the usual product setup. */
export async function gramsAndKilograms(kitchen: KitchenClient) {
  const [grams, kilograms, section] = await Promise.all([
    kitchen.unit("Gramm", "g"),
    kitchen.unit("Kilogramm", "kg"),
    kitchen.section(),
  ]);
  const product = (name?: string, extra: { min_stock?: number } = {}) =>
    kitchen.product({
      name,
      section: section.id,
      measure: grams.id,
      measure_warehouse: kilograms.id,
      difference_measures: 1000,
      ...extra,
    });
  return { grams, kilograms, section, product };
}

export async function activeCounterparty(t: TestApp, status = true): Promise<string> {
  const [row] = await t.ctx.db
    .insert(counterparties)
    .values({ name: `Kontragent ${Math.random().toString(36).slice(2, 8)}`, address: "Makka", counterpartyType: "B2B", status })
    .returning({ id: counterparties.id });
  return row.id;
}

/**
 * The ledger identity for every batch: remaining = received − consumed − written off +
 * restored, exactly, and never below zero. Answers the batches that break it.
 */
export async function ledgerBreaches(t: TestApp): Promise<unknown[]> {
  const result = await t.ctx.db.execute(sql`
    select b.id, b.remaining::text, b.received::text, coalesce(m.net, 0)::text as ledger
    from stock_batches b
    left join (
      select batch_id, sum(case kind
        when 'receipt' then quantity when 'restoration' then quantity else -quantity end) as net
      from stock_movements group by batch_id
    ) m on m.batch_id = b.id
    where b.remaining <> coalesce(m.net, 0) or b.remaining < 0 or b.remaining <> b.received - coalesce((
      select sum(case kind when 'restoration' then -quantity else quantity end)
      from stock_movements where batch_id = b.id and kind <> 'receipt'), 0)`);
  return rowsOf(result);
}
