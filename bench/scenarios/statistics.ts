import { sql } from "drizzle-orm";
import { ORDER_ANALYTICS, STATISTICS_BLOCKS } from "@app/contract/endpoints/statistics";
import { DEFAULT_SETTINGS } from "@app/contract/schemas/settings";
import { type Statistic, STATISTICS } from "@app/contract/schemas/statistics";
import type { Db } from "../../apps/api/src/db/client.ts";
import { dailyCountsQuery } from "../../apps/api/src/modules/order-analytics/counts.ts";
import { occupancyQuery, staysQuery, topCounterpartiesQuery } from "../../apps/api/src/modules/order-analytics/hotels.ts";
import {
  monthlyCompletedStaysQuery,
  monthlyDoneOrdersQuery,
  monthlyDoneProfitQuery,
  monthlyPurchasesQuery,
} from "../../apps/api/src/modules/statistics/diagrams.ts";
import { hotelStatsQuery, hotelsDiagramQuery } from "../../apps/api/src/modules/statistics/hotels.ts";
import { pnlQuery } from "../../apps/api/src/modules/statistics/pnl.ts";
import {
  counterpartyStatsQuery,
  dishStatsQuery,
  kitchenQueries,
  menuStatsQuery,
  rationStatsQuery,
  sectionStatsQuery,
} from "../../apps/api/src/modules/statistics/kitchen-sales.ts";
import { type Period, periodOf } from "../../apps/api/src/modules/statistics/range.ts";
import {
  receivedProductStatsQuery,
  usedProductStatsQuery,
  writtenOffProductStatsQuery,
} from "../../apps/api/src/modules/statistics/stock.ts";
import { vehicleStatsQuery } from "../../apps/api/src/modules/statistics/vehicles.ts";
import type { Scenario } from "../lib/scenario.ts";
import { seedHotels } from "./hotels.ts";
import { seedKitchen } from "./kitchen.ts";

const VEHICLES = 100;
const TRIPS = 200_000;
/** The target: every report answers within this over a year of data at the bench's volume. */
const TARGET_P99_MS = 200;

/**
 * Trip i was booked 170i seconds ago (about 13 months for all) with vehicle i / 20 % 100, for a
 * day up to four days later; one in twenty of every vehicle's trips is canceled, the others are
 * done once their day passed.
 */
async function seedVehicles(db: Db) {
  const id = (n: ReturnType<typeof sql>) => sql`md5('bench-transport-' || (${n})::text)::uuid`;
  await db.execute(sql`
    insert into transports (id, name, name_of_driver, address, phone_number, amount_of_people, created_at, updated_at)
    select ${id(sql`v`)}, (array['Hyundai H1', 'Toyota Hiace', 'Mercedes Sprinter', 'Kia Carnival'])[1 + v % 4] || ' ' || v,
      'Haydovchi ' || v, 'Makka', '+9665' || lpad(v::text, 8, '0'), 4 + v % 12,
      now() - interval '400 days', now() - interval '400 days'
    from generate_series(0, ${VEHICLES - 1}) as v`);
  await db.execute(sql`
    insert into transport_orders (order_number, transport_id, perform_date, from_location, to_location, status,
      passenger_count, service_fee, gross_fee, created_at, updated_at)
    select lpad(t.i::text, 8, '0'), ${id(sql`t.i / 20 % ${VEHICLES}`)}, t.perform_date, 'Jidda aeroporti',
      'Bench Hotel ' || t.i % 50,
      case when t.i % 20 = 3 then 'canceled' when t.perform_date <= now() then 'completed' else 'created' end,
      1 + t.i % 7, 50 + (t.i % 4) * 10, 150 + (t.i % 6) * 25, t.booked, t.booked
    from (select i, now() - i * interval '170 seconds' as booked,
        now() - i * interval '170 seconds' + (i % 5) * interval '1 day' + interval '6 hours' as perform_date
      from generate_series(0, ${TRIPS - 1}) as i) as t`);
  for (const table of ["transports", "transport_orders"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/**
 * A year of business in its own database: the hotel seeding with stays from 360 days ago (booked
 * 10 days ahead, so the last 12 months hold about 90% of the orders), the kitchen seeding (food
 * orders over about 14 months, deliveries over 13) and the trips above: 200,000 orders of each kind.
 */
let seeded: Promise<void> | null = null;
const seedOnce = (db: Db) =>
  (seeded ??= (async () => {
    await seedHotels(db, 360);
    await seedKitchen(db);
    await seedVehicles(db);
  })());

const DATA = "200,000 hotel, food and transfer orders over 13 months";
const FIRST_PAGE = { page: 1, per_page: 10 };

type Plan = ReturnType<Scenario["plans"]>[number];
/** The statistics read whole ranges: sequential scans are expected, no index is asserted. */
const plan = (title: string, query: Plan["query"]): Plan => ({ title, query, indexes: [] });

/** The statements behind each endpoint, for the default range as the requests ask it now. */
const PLANS: Record<Statistic | "order-analytics", (db: Db, period: Period, now: Date) => Plan[]> = {
  counter_agents: (db, period) => [plan("the ranked page with its totals", counterpartyStatsQuery(db, period, FIRST_PAGE))],
  hotels: (db, period) => [plan("the ranked page with its totals", hotelStatsQuery(db, period, FIRST_PAGE))],
  transports: (db, period) => [plan("the ranked page with its totals", vehicleStatsQuery(db, period, FIRST_PAGE))],
  sections: (db, period) => [plan("the ranked page with its totals", sectionStatsQuery(db, period, FIRST_PAGE))],
  foods: (db, period) => [plan("the ranked page with its totals", dishStatsQuery(db, period, FIRST_PAGE))],
  menus: (db, period) => [plan("the ranked page with its totals", menuStatsQuery(db, period, FIRST_PAGE))],
  recipes: (db, period) => [plan("the top five with the total", rationStatsQuery(db, period))],
  check_in_products: (db, period) => [plan("the ranked page with its totals", receivedProductStatsQuery(db, period, FIRST_PAGE))],
  checkout_products: (db, period) => [plan("the ranked page with its totals", writtenOffProductStatsQuery(db, period, FIRST_PAGE))],
  most_used_products: (db, period) => [plan("the ranked page with its totals", usedProductStatsQuery(db, period, FIRST_PAGE))],
  kitchen: (db, period) => [plan("done sales and profit", kitchenQueries(db, period).sales)],
  "kitchen-diagram": (db, period) => [
    plan("purchases per month", monthlyPurchasesQuery(db, period)),
    plan("done-order profit per month", monthlyDoneProfitQuery(db, period)),
  ],
  "kitchen-hotel-diagram": (db, period, now) => [
    plan("completed stays per month", monthlyCompletedStaysQuery(db, period, now)),
    plan("done food orders per month", monthlyDoneOrdersQuery(db, period)),
  ],
  "hotels-diagram": (db, period) => [plan("the top four with the total", hotelsDiagramQuery(db, period))],
  pnl: (_db, period) => [plan("every figure per month and currency", pnlQuery(period, DEFAULT_SETTINGS.operating_currency))],
  "order-analytics": (db, period, now) => {
    return [
      plan("orders per day, kind and status", dailyCountsQuery(period, now)),
      plan("occupancy per hotel and month", occupancyQuery(period)),
      plan("average stay per hotel", staysQuery(db, period)),
      plan("top counterparties", topCounterpartiesQuery(db, period)),
    ];
  },
};

function scenarioOf(endpoint: Statistic | "order-analytics", request: string): Scenario {
  return {
    name: `GET ${request}, default range (${DATA})`,
    request,
    seed: seedOnce,
    targetP99Ms: TARGET_P99_MS,
    plans: (db) => {
      const now = new Date();
      return PLANS[endpoint](db, periodOf(null, now), now);
    },
  };
}

export const statisticsScenarios: Scenario[] = [
  ...STATISTICS.map((block) => scenarioOf(block, STATISTICS_BLOCKS[block].path)),
  scenarioOf("order-analytics", ORDER_ANALYTICS.get.path),
];
