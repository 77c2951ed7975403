import { inArray, sql } from "drizzle-orm";
import { type CalendarDate, daysBetween, formatIsoDate, isoToWire, parseIsoDate, parseWireDate } from "@app/contract/dates";
import type { Meal } from "@app/contract/schemas/hotel-orders";
import { CYCLE_DIETS, type CycleDiet, type MenuCycle, type MenuCycleInput } from "@app/contract/schemas/kitchen-plan";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { menuCycle, menuCycleDays, rations } from "../../db/schema/index.ts";
import { rowsOf } from "../../db/rows.ts";
import { invalid } from "../../http/errors.ts";

type CycleName = "main" | CycleDiet;

/** The menu of each meal of one ration. */
type RationMenus = { id: string; name: string } & Record<Meal, string>;

type Cycle = { start: CalendarDate | null; lists: Partial<Record<CycleName, RationMenus[]>> };

/** The cycle with each day's ration and its menus, in one statement. */
async function readCycle(db: Db | Tx): Promise<Cycle> {
  const rows = rowsOf<{ start_date: string; cycle: CycleName | null } & RationMenus>(
    await db.execute(sql`
      select c.start_date::text as start_date, d.cycle, r.id, r.name,
        r.menu_breakfast_id as breakfast, r.menu_lunch_id as lunch, r.menu_dinner_id as dinner
      from menu_cycle c
      left join menu_cycle_days d on true
      left join rations r on r.id = d.ration_id
      order by d.cycle, d.position`),
  );
  const lists: Cycle["lists"] = {};
  for (const { start_date: _, cycle, ...ration } of rows) if (cycle) (lists[cycle] ??= []).push(ration);
  return { start: rows.length ? parseIsoDate(rows[0].start_date) : null, lists };
}

function toWire(cycle: Cycle): MenuCycle {
  const diets: MenuCycle["diets"] = {};
  const ids = (list: RationMenus[] | undefined) => (list ?? []).map((ration) => ration.id);
  for (const diet of CYCLE_DIETS) if (cycle.lists[diet]?.length) diets[diet] = ids(cycle.lists[diet]);
  return { start_date: cycle.start ? isoToWire(formatIsoDate(cycle.start)) : null, rations: ids(cycle.lists.main), diets };
}

/** GET /kitchen/menu-cycle/. */
export async function getMenuCycle(ctx: AppContext): Promise<MenuCycle> {
  return toWire(await readCycle(ctx.db));
}

const UNKNOWN_RATION = "Ratsion topilmadi";

/** PUT /kitchen/menu-cycle/: the main cycle and every diet's cycle replaced at once; a diet sent empty or not at all has none. */
export async function replaceMenuCycle(ctx: AppContext, input: MenuCycleInput): Promise<MenuCycle> {
  const lists: Array<[CycleName, string[]]> = [["main", input.rations]];
  for (const diet of CYCLE_DIETS) lists.push([diet, input.diets[diet] ?? []]);
  const ids = [...new Set(lists.flatMap(([, list]) => list))];
  const start = formatIsoDate(parseWireDate(input.start_date) as CalendarDate);
  await ctx.db.transaction(async (tx) => {
    const found = await tx.select({ id: rations.id }).from(rations).where(inArray(rations.id, ids));
    if (found.length !== ids.length) throw invalid({ rations: [UNKNOWN_RATION] }, UNKNOWN_RATION);
    await tx
      .insert(menuCycle)
      .values({ startDate: start, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: menuCycle.id, set: { startDate: start, updatedAt: ctx.now() } });
    await tx.delete(menuCycleDays);
    const rows = lists.flatMap(([cycle, list]) => list.map((rationId, position) => ({ cycle, position, rationId })));
    if (rows.length) await tx.insert(menuCycleDays).values(rows);
  });
  return getMenuCycle(ctx);
}

/** Day `day`'s ration of the main cycle and of each diet with a cycle of its own: `list[(day − start) mod N]`. */
export type DayRations = { main: RationMenus | null; diets: Partial<Record<CycleDiet, RationMenus>> };

/** A loaded cycle answers any day's rations without reading the database again. */
export type CycleOfDays = (day: CalendarDate) => DayRations;

export async function loadCycle(db: Db | Tx): Promise<CycleOfDays> {
  const cycle = await readCycle(db);
  return (day) => {
    const pick = (list: RationMenus[] | undefined): RationMenus | null => {
      if (!cycle.start || !list?.length) return null;
      const offset = daysBetween(cycle.start, day) % list.length;
      return list[(offset + list.length) % list.length];
    };
    const diets: DayRations["diets"] = {};
    for (const diet of CYCLE_DIETS) {
      const ration = pick(cycle.lists[diet]);
      if (ration) diets[diet] = ration;
    }
    return { main: pick(cycle.lists.main), diets };
  };
}
