import { type CalendarDate, parseIsoDate } from "@app/contract/dates";
import type { Meal } from "@app/contract/schemas/hotel-orders";
import { CYCLE_DIETS, type CycleDiet, HEADCOUNT_DIETS, type Headcount } from "@app/contract/schemas/kitchen-plan";
import type { Settings } from "@app/contract/schemas/settings";
import type { Db, Tx } from "../../db/client.ts";
import type { CycleOfDays, DayRations } from "./cycle.ts";
import { type StayMeal, eatersOn, noEaters } from "./eaters.ts";

/** One menu served to one stay at one meal of a day: what a plan food order is for. */
export type Serving = Omit<StayMeal, "eaters"> & { menuId: string; eaters: Headcount; portions: number };

export const servingKey = (serving: { stayId: string; meal: Meal; menuId: string }) =>
  `${serving.stayId}|${serving.meal}|${serving.menuId}`;

const isCycleDiet = (diet: string): diet is CycleDiet => (CYCLE_DIETS as readonly string[]).includes(diet);

/** The menu a diet eats at a meal: its own cycle's when it has one, else the main cycle's; null without a cycle. */
function menuFor(rations: DayRations, diet: keyof Headcount, meal: Meal): string | null {
  const ration = (isCycleDiet(diet) ? rations.diets[diet] : undefined) ?? rations.main;
  return ration ? ration[meal] : null;
}

/** Splits each stay's meal by the menu each diet eats; diets eating the same menu share one serving. */
function servingsOf(stays: StayMeal[], rations: DayRations): Serving[] {
  const servings = new Map<string, Serving>();
  for (const stay of stays) {
    for (const diet of Object.keys(stay.eaters) as Array<keyof Headcount>) {
      const count = stay.eaters[diet];
      const menuId = count > 0 ? menuFor(rations, diet, stay.meal) : null;
      if (!menuId) continue;
      const key = servingKey({ stayId: stay.stayId, meal: stay.meal, menuId });
      let serving = servings.get(key);
      if (!serving) {
        const { stayId, stayCode, hotelId, hotelName, address, counterpartyId, meal } = stay;
        serving = { stayId, stayCode, hotelId, hotelName, address, counterpartyId, meal, menuId, eaters: noEaters(), portions: 0 };
        servings.set(key, serving);
      }
      serving.eaters[diet] += count;
      serving.portions += count;
    }
  }
  return [...servings.values()];
}

/** Portions of each menu that head counts of days eat, each diet its own menu of the day. */
export function menuPortions(counts: Array<{ day: string; meal: Meal; eaters: Headcount }>, cycle: CycleOfDays): Map<string, number> {
  const rations = new Map<string, DayRations>();
  const portions = new Map<string, number>();
  for (const { day, meal, eaters } of counts) {
    let ofDay = rations.get(day);
    if (!ofDay) {
      ofDay = cycle(parseIsoDate(day) as CalendarDate);
      rations.set(day, ofDay);
    }
    for (const diet of HEADCOUNT_DIETS) {
      const menuId = eaters[diet] > 0 ? menuFor(ofDay, diet, meal) : null;
      if (menuId) portions.set(menuId, (portions.get(menuId) ?? 0) + eaters[diet]);
    }
  }
  return portions;
}

export type DayServings = { day: CalendarDate; rations: DayRations; stays: StayMeal[]; servings: Serving[]; warnings: string[] };

/** Everything a day's plan, its confirmation and the purchase list start from. */
export async function servingsOn(db: Db | Tx, settings: Settings, cycle: CycleOfDays, day: CalendarDate): Promise<DayServings> {
  const rations = cycle(day);
  const { stays, warnings } = await eatersOn(db, settings, day);
  return { day, rations, stays, servings: servingsOf(stays, rations), warnings };
}
