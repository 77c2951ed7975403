import { sql } from "drizzle-orm";
import { addDays, businessDateOf, formatIsoDate, formatWireDate } from "@app/contract/dates";
import { DEFAULT_SETTINGS } from "@app/contract/schemas/settings";
import type { Db } from "../../apps/api/src/db/client.ts";
import { eatersSql } from "../../apps/api/src/modules/kitchen-plan/eaters.ts";
import { api } from "../lib/api.ts";
import type { Scenario, TimedStep } from "../lib/scenario.ts";

const HOTELS = 20;
const GROUPS = 100;
const PILGRIMS_PER_GROUP = 50;
const DAYS = 30;
const PRODUCTS = 300;
const DISHES = 63;
const DIETS = ["regular", "regular", "regular", "regular", "regular", "regular", "diabetic", "soft", "vegetarian", "regular"];

const id = (label: string, n: ReturnType<typeof sql>) => sql`md5(${label} || (${n})::text)::uuid`;
const tomorrow = () => addDays(businessDateOf(new Date()), 1);

/**
 * A season: 5,000 pilgrims in 100 groups of 50, each group staying 30 days in one of 20 hotels
 * with three meals a day; 3 menus of 7 dishes (4 lines each) in one ration, a diabetic cycle of its
 * own, and enough stock for the month. The stays started yesterday at the check-in time.
 */
async function seedSeason(db: Db) {
  await db.execute(sql`
    insert into kitchen_measures (id, name, name_key, abbreviation)
    values (${id("plan-unit-", sql`0`)}, 'Plan gramm', 'plangramm', 'g'), (${id("plan-unit-", sql`1`)}, 'Plan kilogramm', 'plankilogramm', 'kg')`);
  await db.execute(sql`insert into kitchen_sections (id, name, name_key) values (${id("plan-section-", sql`0`)}, 'Plan bo''lim', 'planbolim')`);
  await db.execute(sql`
    insert into products (id, name, name_key, section_id, measure_id, measure_warehouse_id, difference_measures, min_stock)
    select ${id("plan-product-", sql`p`)}, 'Plan mahsulot ' || p, 'planmahsulot' || p, ${id("plan-section-", sql`0`)},
      ${id("plan-unit-", sql`0`)}, ${id("plan-unit-", sql`1`)}, 1000, p % 5
    from generate_series(0, ${PRODUCTS - 1}) as p`);
  // Three batches a product, the first two dated: 20 tonnes each, enough for the month.
  await db.execute(sql`
    insert into stock_batches (product_id, gross_price, arrived_amount, received, remaining, unit_price, expiry_date, created_at, updated_at)
    select ${id("plan-product-", sql`p`)}, 20000 * 10, 20000, 20000000, 20000000, 0.01,
      case when k < 2 then current_date + (10 + k * 20) end, now() - k * interval '1 day', now()
    from generate_series(0, ${PRODUCTS - 1}) as p, generate_series(0, 2) as k`);
  await db.execute(sql`
    insert into stock_movements (batch_id, product_id, kind, quantity, value)
    select id, product_id, 'receipt', received, gross_price from stock_batches where product_id in (select id from products where name like 'Plan %')`);
  await db.execute(sql`insert into food_sections (id, name, name_key) values (${id("plan-food-section-", sql`0`)}, 'Plan issiq', 'planissiq')`);
  await db.execute(sql`
    insert into foods (id, name, name_key, section_id, profit)
    select ${id("plan-food-", sql`d`)}, 'Plan taom ' || d, 'plantaom' || d, ${id("plan-food-section-", sql`0`)}, 1
    from generate_series(0, ${DISHES - 1}) as d`);
  await db.execute(sql`
    insert into recipe_foods (id, product_id, count)
    select ${id("plan-line-", sql`l`)}, ${id("plan-product-", sql`(l * 7) % ${PRODUCTS}`)}, 20 + l % 4 * 10
    from generate_series(0, ${DISHES * 4 - 1}) as l`);
  await db.execute(sql`
    insert into food_recipe_foods (food_id, recipe_food_id)
    select ${id("plan-food-", sql`l / 4`)}, ${id("plan-line-", sql`l`)} from generate_series(0, ${DISHES * 4 - 1}) as l`);
  // Menus 0-2 are the main ration's meals, 3-5 the diabetic ration's; 21 dishes each side.
  await db.execute(sql`
    insert into menus (id, name, name_key, menu_type, profit)
    select ${id("plan-menu-", sql`m`)}, 'Plan menyu ' || m, 'planmenyu' || m, (array['breakfast', 'lunch', 'dinner'])[1 + m % 3], 1
    from generate_series(0, 5) as m`);
  await db.execute(sql`
    insert into menu_foods (menu_id, food_id)
    select ${id("plan-menu-", sql`m`)}, ${id("plan-food-", sql`(m * 7 + j) % ${DISHES}`)} from generate_series(0, 5) as m, generate_series(0, 6) as j`);
  await db.execute(sql`
    insert into rations (id, name, name_key, profit, menu_breakfast_id, menu_lunch_id, menu_dinner_id)
    select ${id("plan-ration-", sql`r`)}, 'Plan ratsion ' || r, 'planratsion' || r, 1,
      ${id("plan-menu-", sql`3 * r`)}, ${id("plan-menu-", sql`3 * r + 1`)}, ${id("plan-menu-", sql`3 * r + 2`)}
    from generate_series(0, 1) as r`);
  await db.execute(sql`insert into menu_cycle (start_date) values (current_date)`);
  await db.execute(sql`
    insert into menu_cycle_days (cycle, position, ration_id)
    values ('main', 0, ${id("plan-ration-", sql`0`)}), ('diabetic', 0, ${id("plan-ration-", sql`1`)})`);

  await db.execute(sql`
    insert into counter_agents (id, name, address, counter_agent_type)
    values (${id("plan-agent-", sql`0`)}, 'Plan mijoz', 'Makka', 'B2B')`);
  await db.execute(sql`
    insert into hotels (id, name, address, email, phone_number, rating)
    select ${id("plan-hotel-", sql`h`)}, 'Plan Hotel ' || h, 'Makka, ' || h || '-ko''cha', 'plan' || h || '@hotel.example',
      '+966126' || lpad(h::text, 6, '0'), 4
    from generate_series(0, ${HOTELS - 1}) as h`);
  await db.execute(sql`
    insert into guest_groups (id, name, count, guest_group_status, counter_agent_id)
    select ${id("plan-group-", sql`g`)}, 'Plan guruhi ' || g, ${PILGRIMS_PER_GROUP}, 'Accepted', ${id("plan-agent-", sql`0`)}
    from generate_series(0, ${GROUPS - 1}) as g`);
  await db.execute(sql`
    insert into pilgrims (group_id, full_name, gender, birth_date, passport_number, passport_expiry, diet)
    select ${id("plan-group-", sql`i / ${PILGRIMS_PER_GROUP}`)}, 'Plan Pilgrim ' || i, 1 + i % 2, date '1970-01-01',
      'PL' || lpad(i::text, 7, '0'), date '2035-01-01', (${sql.raw(`array[${DIETS.map((diet) => `'${diet}'`).join(", ")}]`)})[1 + i % 10]
    from generate_series(0, ${GROUPS * PILGRIMS_PER_GROUP - 1}) as i`);
  const checkIn = sql`((current_date - 1) + time '14:00') at time zone 'Asia/Riyadh'`;
  await db.execute(sql`
    insert into hotel_orders (id, order_id, guest_type, hotel_id, guest_group_id, order_status, meals, check_in, check_out,
      count_of_people, hotel_cost, profit)
    select ${id("plan-stay-", sql`g`)}, 'PL' || lpad(g::text, 6, '0'), 'group', ${id("plan-hotel-", sql`g % ${HOTELS}`)},
      ${id("plan-group-", sql`g`)}, 'Active', array['breakfast', 'lunch', 'dinner'], ${checkIn},
      ${checkIn} + interval '${sql.raw(String(DAYS))} days' - interval '2 hours', ${PILGRIMS_PER_GROUP}, 0, 0
    from generate_series(0, ${GROUPS - 1}) as g`);
  for (const table of ["products", "stock_batches", "pilgrims", "hotel_orders", "menus", "menu_foods", "recipe_foods", "food_recipe_foods"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

let seeded: Promise<void> | null = null;
const seedOnce = (db: Db) => (seeded ??= seedSeason(db));
const SEASON = `${GROUPS * PILGRIMS_PER_GROUP} pilgrims, ${HOTELS} hotels, ${DAYS} days, 3 meals of 7 dishes`;

/** Under load the plan is derived once and then served as kept, its inputs unchanged: freshPlanStep times a derivation. */
export const kitchenPlanScenario: Scenario = {
  name: `GET /kitchen/plan/ for tomorrow, kept while its inputs do not change (${SEASON})`,
  get request() {
    return `/kitchen/plan/?date=${formatIsoDate(tomorrow())}`;
  },
  seed: seedOnce,
  plans: () => [
    {
      title: "Tomorrow's head counts: the stays at each meal time, their manifests counted by diet",
      query: sql`select * from (${eatersSql(DEFAULT_SETTINGS, [tomorrow()])}) as e`,
      indexes: ["pilgrims_group_diet", "room_assignments_order_id_pilgrim_id_pk"],
    },
  ],
  targetP99Ms: 100,
};

export const purchaseListScenario: Scenario = {
  name: `GET /kitchen/purchase-list/ for 7 days (${SEASON})`,
  get request() {
    return `/kitchen/purchase-list/?date_from=${formatIsoDate(tomorrow())}&date_to=${formatIsoDate(addDays(tomorrow(), 6))}`;
  },
  seed: seedOnce,
  plans: () => [],
  targetP99Ms: 500,
};

/** The first plan after a change to its inputs is derived afresh: one stay touched, then the plan asked once. */
export const freshPlanStep: TimedStep = {
  name: `GET /kitchen/plan/ for tomorrow right after a stay changed, derived afresh, once (${SEASON})`,
  budgetMs: 100,
  prepare: async (app) => {
    await app.db.execute(sql`update hotel_orders set updated_at = now() where id = ${id("plan-stay-", sql`0`)}`);
    return async () => {
      await api(app, "GET", kitchenPlanScenario.request);
    };
  },
};

/** Confirming a day is done once: it is timed once, on a day of the season no load has touched. */
export const planConfirmStep: TimedStep = {
  name: `POST /kitchen/plan/confirm/ for the day after tomorrow, once (${SEASON})`,
  budgetMs: 3000,
  prepare: async (app) => async () => {
    await api(app, "POST", "/kitchen/plan/confirm/", { date: formatWireDate(addDays(tomorrow(), 1)) });
  },
};
