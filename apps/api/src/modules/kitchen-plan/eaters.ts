import { type SQL, sql } from "drizzle-orm";
import { type CalendarDate, formatIsoDate, zonedDateTime } from "@app/contract/dates";
import { MEALS, type Meal } from "@app/contract/schemas/hotel-orders";
import { HEADCOUNT_DIETS, type Headcount } from "@app/contract/schemas/kitchen-plan";
import type { Settings } from "@app/contract/schemas/settings";
import type { Db, Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** A stay served one meal of a day, and who eats it, by diet. */
export type StayMeal = {
  stayId: string;
  stayCode: string;
  hotelId: string;
  hotelName: string;
  address: string;
  counterpartyId: string | null;
  meal: Meal;
  eaters: Headcount;
};

export const noEaters = (): Headcount => ({ regular: 0, diabetic: 0, soft: 0, vegetarian: 0 });
export const headcountTotal = (count: Headcount) => count.regular + count.diabetic + count.soft + count.vegetarian;

/** The instant a meal is served on a day: the settings' meal time on the business clock. */
export function mealInstant(settings: Settings, day: CalendarDate, meal: Meal): Date {
  const [hour, minute] = settings.meal_times[meal].split(":").map(Number);
  return zonedDateTime(day, hour, minute, settings.business_timezone);
}

/** The meals of some days, each with the instant it is served. */
function mealTimes(settings: Settings, days: CalendarDate[]) {
  return days.flatMap((day) => MEALS.map((meal) => ({ day: formatIsoDate(day), meal, at: mealInstant(settings, day, meal).toISOString() })));
}

/**
 * Who eats each meal of the days, one row per stay and meal with a column per diet, in one
 * statement. A stay's eaters are its roomed pilgrims; without rooming, its group's pilgrims when
 * no other stay of the group covers that meal time; otherwise (an individual order, a group
 * without a manifest, a group split over stays not yet roomed) its booked head count, as
 * regular. `split` names the last case. Stays canceled, or checked out before the meal, eat nothing.
 */
export function eatersSql(settings: Settings, days: CalendarDate[]): SQL {
  const counts = sql.join(
    HEADCOUNT_DIETS.map((diet) => sql`count(*) filter (where diet = ${diet})::int as ${sql.raw(diet)}`),
    sql`, `,
  );
  const eaters = sql.join(
    HEADCOUNT_DIETS.map((diet) => sql`coalesce(d.${sql.raw(diet)}, ${diet === "regular" ? sql`c.count_of_people` : sql`0`}) as ${sql.raw(diet)}`),
    sql`, `,
  );
  const times = mealTimes(settings, days);
  const rows = sql.join(times.map(({ day, meal, at }) => sql`(${day}::date, ${meal}::text, ${at}::timestamptz)`), sql`, `);
  // ISO instants in UTC sort as text; the settings may put the meals of a day in any order.
  const instants = times.map(({ at }) => at).sort();
  const [first, last] = [instants[0], instants[instants.length - 1]];
  return sql`
    with m(day, meal, at) as (values ${rows}),
    -- Each stay's facts once, not once per meal of each day: a week's purchase list would otherwise
    -- probe each stay's rooming and manifest 21 times. The span of the meals finds the stays by the stay index.
    stays as materialized (
      select o.id, o.order_id, o.hotel_id, o.guest_group_id, o.count_of_people, o.meals, o.stay, o.checked_out_at,
        exists (select 1 from room_assignments ra where ra.order_id = o.id) as roomed,
        (o.guest_group_id is not null and exists (select 1 from pilgrims p where p.group_id = o.guest_group_id)) as manifest
      from hotel_orders o
      where o.stay && tstzrange(${first}::timestamptz, ${last}::timestamptz, '[]')
        and o.canceled_at is null and o.order_status <> 'Canceled'
    ),
    present as (
      select m.day, m.meal, s.id, s.order_id, s.hotel_id, s.guest_group_id, s.count_of_people, s.meals, s.roomed, s.manifest,
        -- A group present in two stays at one meal time (moving between cities) cannot be split by its manifest alone.
        count(s.guest_group_id) over (partition by m.day, m.meal, s.guest_group_id) as group_stays
      from m join stays s on s.stay @> m.at
        and (s.checked_out_at is null or s.checked_out_at > m.at)
    ),
    counted as (
      select s.*, case when s.roomed then s.id when s.manifest and s.group_stays = 1 then s.guest_group_id end as owner
      from present s where s.meal = any(s.meals)
    ),
    diets as (
      select owner, ${counts}
      from (
        select ra.order_id as owner, p.diet
        from room_assignments ra join pilgrims p on p.id = ra.pilgrim_id
        where ra.order_id in (select owner from counted where roomed)
        union all
        select p.group_id, p.diet
        from pilgrims p
        where p.group_id in (select owner from counted where not roomed)
      ) as eater
      group by owner
    )
    select c.day, c.meal, c.id, c.order_id, c.hotel_id, c.guest_group_id,
      (not c.roomed and c.manifest and c.group_stays > 1) as split, ${eaters}
    from counted c left join diets d on d.owner = c.owner`;
}

type EaterRow = Headcount & {
  id: string;
  order_id: string;
  hotel_id: string;
  hotel_name: string;
  address: string;
  counter_agent_id: string | null;
  meal: Meal;
  split: boolean;
};

const headcountOf = (row: Headcount): Headcount => ({ regular: row.regular, diabetic: row.diabetic, soft: row.soft, vegetarian: row.vegetarian });

/** Who eats each meal of `day` in every stay, as {@link eatersSql} counts them; `warnings` names the split stays. */
export async function eatersOn(
  db: Db | Tx,
  settings: Settings,
  day: CalendarDate,
): Promise<{ stays: StayMeal[]; warnings: string[] }> {
  const rows = rowsOf<EaterRow>(
    await db.execute(sql`
      select e.*, h.name as hotel_name, h.address, g.counter_agent_id
      from (${eatersSql(settings, [day])}) e
      join hotels h on h.id = e.hotel_id
      left join guest_groups g on g.id = e.guest_group_id
      order by h.name, e.order_id, e.meal`),
  );
  const stays = rows.map((row): StayMeal => ({
    stayId: row.id,
    stayCode: row.order_id,
    hotelId: row.hotel_id,
    hotelName: row.hotel_name,
    address: row.address,
    counterpartyId: row.counter_agent_id,
    meal: row.meal,
    eaters: headcountOf(row),
  }));
  return { stays, warnings: [...new Set(rows.filter((row) => row.split).map((row) => row.order_id))] };
}

/** How many eat each meal of each of the days, by diet, summed over every stay. */
export async function headcountsOn(db: Db | Tx, settings: Settings, days: CalendarDate[]): Promise<Array<{ day: string; meal: Meal; eaters: Headcount }>> {
  if (!days.length) return [];
  const sums = sql.join(
    HEADCOUNT_DIETS.map((diet) => sql`sum(e.${sql.raw(diet)})::int as ${sql.raw(diet)}`),
    sql`, `,
  );
  const rows = rowsOf<Headcount & { day: string; meal: Meal }>(
    await db.execute(sql`
      select e.day::text as day, e.meal, ${sums}
      from (${eatersSql(settings, days)}) e
      group by e.day, e.meal`),
  );
  return rows.map((row) => ({ day: row.day, meal: row.meal, eaters: headcountOf(row) }));
}
