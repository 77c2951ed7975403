import { eq, sql } from "drizzle-orm";
import { addDays, businessDateOf, formatIsoDate, formatWireDate } from "@app/contract/dates";
import { foodOrderListQuery } from "@app/contract/schemas/kitchen-food-orders";
import { batchListQuery } from "@app/contract/schemas/kitchen-warehouse";
import type { Db } from "../../apps/api/src/db/client.ts";
import { counterparties, rations } from "../../apps/api/src/db/schema/index.ts";
import { searchMatchesStatement } from "../../apps/api/src/modules/food-orders/read.ts";
import { costSql } from "../../apps/api/src/modules/kitchen/costs/cost.ts";
import { batchPageStatement } from "../../apps/api/src/modules/kitchen/warehouse/read.ts";
import { preparedPage } from "../../apps/api/src/http/pagination.ts";
import { type Scenario, askedAfresh, twoDigits } from "../lib/scenario.ts";
import { LIST_SHARE_OF_BARE, LIST_TARGET } from "./counterparties.ts";

const PRODUCTS = 5_000;
const BATCHES_PER_PRODUCT = 20;
/** A product is delivered every 20 days: the deliveries span the 13 months the orders do. */
const DELIVERY_DAYS = 20;
const BATCHES = PRODUCTS * BATCHES_PER_PRODUCT;
/** The last deliveries of each product still hold stock; FIFO emptied the older ones. */
const ACTIVE_PER_PRODUCT = 2;
const DISHES = 500;
const LINES_PER_DISH = 4;
const MENUS = 60;
const RATIONS = 20;
const AGENTS = 50;
const ORDERS = 200_000;

/**
 * Rows the SQL names by number: md5 of a label, read as a uuid. The ration and the counterparty
 * reach the API, which wants v4 uuids: they get random ones and are looked up by name.
 */
const id = (label: string, n: ReturnType<typeof sql>) => sql`md5(${label} || (${n})::text)::uuid`;

export async function seedKitchen(db: Db) {
  await db.execute(sql`
    insert into kitchen_measures (name, name_key, abbreviation)
    values ('Bench gramm', 'benchgramm', 'g'), ('Bench kilogramm', 'benchkilogramm', 'kg')`);
  await db.execute(sql`
    insert into kitchen_sections (id, name, name_key)
    select ${id("bench-section-", sql`s`)}, 'Bench bo''lim ' || s, 'benchbolim' || s from generate_series(0, 19) as s`);
  await db.execute(sql`
    insert into products (id, name, name_key, section_id, measure_id, measure_warehouse_id, difference_measures,
      min_stock, created_at, updated_at)
    select ${id("bench-product-", sql`p`)}, 'Bench mahsulot ' || p, 'benchmahsulot' || p,
      ${id("bench-section-", sql`p % 20`)}, g.id, kg.id, 1000, (p % 7) * 10,
      now() - p * interval '1 minute', now() - p * interval '1 minute'
    from generate_series(0, ${PRODUCTS - 1}) as p,
      (select id from kitchen_measures where abbreviation = 'g') as g,
      (select id from kitchen_measures where abbreviation = 'kg') as kg`);
  // Delivery k of product p arrives (20 - k) * 20 days ago; all but the last two are used up.
  await db.execute(sql`
    insert into stock_batches (id, product_id, gross_price, arrived_amount, received, remaining, unit_price,
      created_at, updated_at)
    select ${id("bench-batch-", sql`b.i`)}, ${id("bench-product-", sql`b.p`)},
      b.amount * b.kilo_price, b.amount, b.amount * 1000,
      case when b.k < ${BATCHES_PER_PRODUCT - ACTIVE_PER_PRODUCT} then 0 else b.amount * 1000 end,
      round(b.kilo_price / 1000.0, 6),
      now() - (${BATCHES_PER_PRODUCT} - b.k) * ${DELIVERY_DAYS} * interval '1 day' + b.p * interval '1 second',
      now() - (${BATCHES_PER_PRODUCT} - b.k) * ${DELIVERY_DAYS} * interval '1 day' + b.p * interval '1 second'
    from (select i, i % ${PRODUCTS} as p, i / ${PRODUCTS} as k,
        case when i / ${PRODUCTS} < ${BATCHES_PER_PRODUCT - ACTIVE_PER_PRODUCT} then 100 else 10000 end as amount,
        5000 + (i % 50) * 1000 as kilo_price
      from generate_series(0, ${BATCHES - 1}) as i) as b`);
  await db.execute(sql`
    insert into stock_movements (batch_id, product_id, kind, quantity, value, created_at)
    select id, product_id, 'receipt', received, gross_price, created_at from stock_batches`);

  await db.execute(sql`
    insert into food_sections (id, name, name_key)
    select ${id("bench-food-section-", sql`s`)}, 'Bench taom bo''limi ' || s, 'benchtaombolimi' || s
    from generate_series(0, 9) as s`);
  await db.execute(sql`
    insert into foods (id, name, name_key, section_id, profit)
    select ${id("bench-food-", sql`d`)}, 'Bench taom ' || d, 'benchtaom' || d, ${id("bench-food-section-", sql`d % 10`)},
      1000 + (d % 20) * 500
    from generate_series(0, ${DISHES - 1}) as d`);
  // Line k of dish d: a product spread over the catalog, 50 to 125 grams.
  await db.execute(sql`
    insert into recipe_foods (id, product_id, count)
    select ${id("bench-line-", sql`l`)},
      ${id("bench-product-", sql`((l / ${LINES_PER_DISH}) * 7 + (l % ${LINES_PER_DISH}) * 13) % ${PRODUCTS}`)},
      50 + (l % ${LINES_PER_DISH}) * 25
    from generate_series(0, ${DISHES * LINES_PER_DISH - 1}) as l`);
  await db.execute(sql`
    insert into food_recipe_foods (food_id, recipe_food_id)
    select ${id("bench-food-", sql`l / ${LINES_PER_DISH}`)}, ${id("bench-line-", sql`l`)}
    from generate_series(0, ${DISHES * LINES_PER_DISH - 1}) as l`);
  // Menu m serves dishes 7m .. 7m+6 and is a breakfast, lunch or dinner by m % 3.
  await db.execute(sql`
    insert into menus (id, name, name_key, menu_type, profit)
    select ${id("bench-menu-", sql`m`)}, 'Bench menyu ' || m, 'benchmenyu' || m,
      (array['breakfast', 'lunch', 'dinner'])[1 + m % 3], 5000
    from generate_series(0, ${MENUS - 1}) as m`);
  await db.execute(sql`
    insert into menu_foods (menu_id, food_id)
    select ${id("bench-menu-", sql`m`)}, ${id("bench-food-", sql`(m * 7 + j) % ${DISHES}`)}
    from generate_series(0, ${MENUS - 1}) as m, generate_series(0, 6) as j`);
  await db.execute(sql`
    insert into rations (name, name_key, profit, menu_breakfast_id, menu_lunch_id, menu_dinner_id)
    select 'Bench ratsion ' || r, 'benchratsion' || r, 10000,
      ${id("bench-menu-", sql`3 * r`)}, ${id("bench-menu-", sql`3 * r + 1`)}, ${id("bench-menu-", sql`3 * r + 2`)}
    from generate_series(0, ${RATIONS - 1}) as r`);

  await db.execute(sql`
    insert into counter_agents (name, address, counter_agent_type)
    select 'Bench oshxona mijozi ' || a, 'Makka', 'B2B' from generate_series(0, ${AGENTS - 1}) as a`);
  // Order o, placed 3o minutes ago (about 14 months for all), is a dish (tier 1) when o % 7 < 5,
  // else a menu (2) or a ration (3); one in ten is canceled, six in ten done, whoever ordered it.
  await db.execute(sql`
    insert into food_orders (id, code, food_id, menu_id, ration_id, counter_agent_id, product_count, price, net_price,
      profit, status, created_at, updated_at)
    select ${id("bench-order-", sql`o.o`)}, lpad(o.o::text, 8, '0'),
      case when o.tier = 1 then ${id("bench-food-", sql`o.o % ${DISHES}`)} end,
      case when o.tier = 2 then ${id("bench-menu-", sql`o.o % ${MENUS}`)} end,
      r.id, a.id, 1 + o.o % 5,
      (array[12000, 40000, 110000])[o.tier], (array[10000, 34000, 95000])[o.tier], (array[2000, 6000, 15000])[o.tier],
      case when o.o % 10 = 0 then -1 when o.o % 10 < 7 then 1 else 0 end,
      now() - o.o * interval '3 minutes', now() - o.o * interval '3 minutes'
    from (select o, greatest(1, o % 7 - 3) as tier from generate_series(0, ${ORDERS - 1}) as o) as o
    join counter_agents as a on a.name = 'Bench oshxona mijozi ' || (o.o / 10 % ${AGENTS})
    left join rations as r on o.tier = 3 and r.name = 'Bench ratsion ' || (o.o % ${RATIONS})`);
  // The emptied deliveries went to past orders, one in twenty was written off: the ledger
  // balances batch by batch.
  await db.execute(sql`
    insert into stock_movements (batch_id, product_id, kind, quantity, value, food_order_id, reason, created_at)
    select b.id, b.product_id, case when b.n % 20 = 7 then 'write_off' else 'consumption' end, b.received,
      b.gross_price, case when b.n % 20 <> 7 then ${id("bench-order-", sql`b.n % ${ORDERS}`)} end,
      case when b.n % 20 = 7 then 'expired' end, b.created_at + interval '1 day'
    from (select *, row_number() over (order by created_at, id) as n from stock_batches where remaining = 0) as b`);

  for (const table of [
    "products", "stock_batches", "stock_movements", "recipe_foods", "foods", "food_recipe_foods",
    "menus", "menu_foods", "rations", "food_orders", "counter_agents",
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

/** Both kitchen scenarios read the same data: it is seeded once, by whichever runs first. */
let seeded: Promise<{ ration: string; agent: string }> | null = null;
const seedOnce = (db: Db) =>
  (seeded ??= seedKitchen(db).then(async () => {
    const [ration] = await db.select({ id: rations.id }).from(rations).where(eq(rations.name, "Bench ratsion 0"));
    const [agent] = await db.select({ id: counterparties.id }).from(counterparties).where(eq(counterparties.name, "Bench oshxona mijozi 0"));
    return { ration: ration.id, agent: agent.id };
  }));

const DATA = `${PRODUCTS.toLocaleString("en")} products, ${BATCHES.toLocaleString("en")} batches, ${ORDERS.toLocaleString("en")} food orders`;
let orderBody: { recipe: string; counter_agent: string; order_time: string; product_count: number } | undefined;

export const rationOrderScenario: Scenario = {
  name: `POST /orders/food_orders/ for a daily ration of 21 dishes (${DATA})`,
  request: "/orders/food_orders/",
  targetP99Ms: 300,
  async seed(db) {
    const { ration, agent } = await seedOnce(db);
    orderBody = {
      recipe: ration,
      counter_agent: agent,
      order_time: formatWireDate(addDays(businessDateOf(new Date()), 1)),
      product_count: 1,
    };
  },
  get body() {
    return orderBody;
  },
  plans(db) {
    return [
      {
        title: "the ration's cost and availability (84 ingredient lines)",
        query: db.select({ cost: costSql("ration", rations.id, formatIsoDate(businessDateOf(new Date()))) }).from(rations).where(eq(rations.name, "Bench ratsion 0")),
        indexes: ["stock_batches_fefo", "food_recipe_foods_food_id_recipe_food_id_pk", "recipe_foods_pkey"],
      },
    ];
  },
};

export const warehouseListScenario: Scenario = {
  name: `GET /warehouses/ first page (${DATA})`,
  request: "/warehouses/",
  targetP99Ms: 30,
  targetShareOfBare: LIST_SHARE_OF_BARE,
  seed: async (db) => {
    await seedOnce(db);
  },
  plans(db) {
    const firstPage = batchListQuery.parse({});
    const query = batchPageStatement(db, firstPage, formatIsoDate(businessDateOf(new Date())), preparedPage(firstPage).offset);
    return [{ title: "the page (LIMIT 10) with its products and the count kept in row_counts, one statement", query, indexes: ["stock_batches_created_at"] }];
  },
};

/** Part of a food order's code, as the kitchen reads it off a delivery note: about ten orders hold it. */
const SEARCHED_CODE = "0012345";

export const searchedFoodOrdersScenario: Scenario = {
  name: `GET /orders/food_orders/ searched by a code (${DATA})`,
  request: `/orders/food_orders/?search=${SEARCHED_CODE}`,
  targetP99Ms: LIST_TARGET,
  targetShareOfBare: LIST_SHARE_OF_BARE,
  seed: async (db) => {
    await seedOnce(db);
  },
  plans(db) {
    return [
      {
        title: "the page's ids: the matches found once, counted and sorted (the orders are read apart)",
        query: searchMatchesStatement(db, foodOrderListQuery.parse({ search: SEARCHED_CODE }))!,
        indexes: ["food_orders_code_trgm"],
      },
    ];
  },
};

export const freshFoodOrderSearchScenario = askedAfresh(
  searchedFoodOrdersScenario,
  `GET /orders/food_orders/ searched for another code on each request, none kept (${DATA})`,
  (index) => `/orders/food_orders/?search=${twoDigits("00123", index)}`,
);
