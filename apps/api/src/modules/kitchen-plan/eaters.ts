import { sql } from "drizzle-orm";
import { type CalendarDate, zonedDateTime } from "@app/contract/dates";
import { MEALS, type Meal } from "@app/contract/schemas/hotel-orders";
import type { Headcount } from "@app/contract/schemas/kitchen-plan";
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

type StayRow = {
  id: string;
  order_id: string;
  hotel_id: string;
  hotel_name: string;
  address: string;
  guest_type: "individual" | "group";
  guest_group_id: string | null;
  counter_agent_id: string | null;
  count_of_people: number;
  meals: Meal[];
  meal: Meal;
  roomed: boolean;
  manifest: boolean;
};

type DietRow = { owner: string; diet: keyof Headcount; eaters: number };

function byOwner(rows: DietRow[]): Map<string, Headcount> {
  const result = new Map<string, Headcount>();
  for (const row of rows) {
    const count = result.get(row.owner) ?? noEaters();
    count[row.diet] += row.eaters;
    result.set(row.owner, count);
  }
  return result;
}

/**
 * Who eats each meal of `day` in every stay: stays not canceled (nor checked out before the meal)
 * whose dates cover the meal time and whose `meals` include it. A stay's eaters are its roomed
 * pilgrims; without rooming, its group's pilgrims when no other stay of the group covers that
 * meal time; otherwise (an individual order, a group without a manifest, a group split over stays
 * not yet roomed) its booked head count, as regular. The last case is named in `warnings`.
 */
export async function eatersOn(
  db: Db | Tx,
  settings: Settings,
  day: CalendarDate,
): Promise<{ stays: StayMeal[]; warnings: string[] }> {
  const instants = MEALS.map((meal) => sql`(${meal}::text, ${mealInstant(settings, day, meal).toISOString()}::timestamptz)`);
  const rows = rowsOf<StayRow>(
    await db.execute(sql`
      select o.id, o.order_id, o.hotel_id, h.name as hotel_name, h.address, o.guest_type, o.guest_group_id,
        g.counter_agent_id, o.count_of_people, o.meals, m.meal,
        exists (select 1 from room_assignments ra where ra.order_id = o.id) as roomed,
        (o.guest_group_id is not null and exists (select 1 from pilgrims p where p.group_id = o.guest_group_id)) as manifest
      from (values ${sql.join(instants, sql`, `)}) as m(meal, at)
      join hotel_orders o on tstzrange(o.check_in, o.check_out) @> m.at
        and o.canceled_at is null and o.order_status <> 'Canceled'
        and (o.checked_out_at is null or o.checked_out_at > m.at)
      join hotels h on h.id = o.hotel_id
      left join guest_groups g on g.id = o.guest_group_id
      order by h.name, o.order_id`),
  );
  // A group present in two stays at one meal time (moving between cities) cannot be split by its manifest alone.
  const staysAtMeal = new Map<string, number>();
  for (const row of rows) {
    if (row.guest_group_id) staysAtMeal.set(`${row.meal}|${row.guest_group_id}`, (staysAtMeal.get(`${row.meal}|${row.guest_group_id}`) ?? 0) + 1);
  }
  const served = rows.filter((row) => row.meals.includes(row.meal));
  const roomedIds = [...new Set(served.filter((row) => row.roomed).map((row) => row.id))];
  const groupIds = [...new Set(served.filter((row) => !row.roomed && row.manifest).map((row) => row.guest_group_id as string))];
  const [roomed, manifests] = await Promise.all([
    roomedIds.length
      ? db.execute(sql`
          select ra.order_id as owner, p.diet, count(*)::int as eaters
          from room_assignments ra join pilgrims p on p.id = ra.pilgrim_id
          where ra.order_id in ${sql`(${sql.join(roomedIds.map((id) => sql`${id}::uuid`), sql`, `)})`}
          group by ra.order_id, p.diet`)
      : null,
    groupIds.length
      ? db.execute(sql`
          select p.group_id as owner, p.diet, count(*)::int as eaters
          from pilgrims p
          where p.group_id in ${sql`(${sql.join(groupIds.map((id) => sql`${id}::uuid`), sql`, `)})`}
          group by p.group_id, p.diet`)
      : null,
  ]);
  const roomedEaters = byOwner(roomed ? rowsOf<DietRow>(roomed) : []);
  const groupEaters = byOwner(manifests ? rowsOf<DietRow>(manifests) : []);

  const warnings = new Set<string>();
  const stays = served.map((row): StayMeal => {
    let eaters: Headcount | undefined;
    if (row.roomed) eaters = roomedEaters.get(row.id);
    else if (row.manifest && staysAtMeal.get(`${row.meal}|${row.guest_group_id}`) === 1) eaters = groupEaters.get(row.guest_group_id as string);
    else if (row.manifest) warnings.add(row.order_id);
    return {
      stayId: row.id,
      stayCode: row.order_id,
      hotelId: row.hotel_id,
      hotelName: row.hotel_name,
      address: row.address,
      counterpartyId: row.counter_agent_id,
      meal: row.meal,
      eaters: eaters ? { ...eaters } : { ...noEaters(), regular: row.count_of_people },
    };
  });
  return { stays, warnings: [...warnings] };
}
