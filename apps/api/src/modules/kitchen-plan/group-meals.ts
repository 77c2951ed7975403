import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { addDays, businessDateOf, daysBetween, formatWireDate } from "@app/contract/dates";
import { MEALS } from "@app/contract/schemas/hotel-orders";
import type { GroupMeals } from "@app/contract/schemas/kitchen-plan";
import type { AppContext } from "../../context.ts";
import { guestGroups, hotelOrders, hotels } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { getSettings } from "../settings/service.ts";
import { mealInstant } from "./eaters.ts";

const GROUP_NOT_FOUND = "Guruh topilmadi";

/** GET /kitchen/plan/group/:id/: each day of the group's stays with the meals each stay is served that day (its meal times inside the stay). */
export async function groupMeals(ctx: AppContext, groupId: string): Promise<GroupMeals> {
  const [group] = await ctx.db.select({ id: guestGroups.id }).from(guestGroups).where(eq(guestGroups.id, groupId));
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const [settings, stays] = await Promise.all([
    getSettings(ctx),
    ctx.db
      .select({ id: hotelOrders.id, code: hotelOrders.orderId, hotelName: hotels.name, meals: hotelOrders.meals, checkIn: hotelOrders.checkIn, checkOut: hotelOrders.checkOut })
      .from(hotelOrders)
      .innerJoin(hotels, eq(hotels.id, hotelOrders.hotelId))
      .where(and(eq(hotelOrders.guestGroupId, groupId), isNull(hotelOrders.canceledAt), ne(hotelOrders.orderStatus, "Canceled")))
      .orderBy(asc(hotelOrders.checkIn)),
  ]);
  const withMeals = stays.filter((stay) => stay.meals.length);
  if (!withMeals.length) return [];
  const zone = settings.business_timezone;
  const first = businessDateOf(withMeals[0].checkIn, zone);
  const last = businessDateOf(new Date(Math.max(...withMeals.map((stay) => stay.checkOut.getTime()))), zone);
  const result: GroupMeals = [];
  for (let offset = 0; offset <= daysBetween(first, last); offset += 1) {
    const day = addDays(first, offset);
    const served = withMeals
      .map((stay) => ({
        hotel_order: stay.id,
        hotel_order_id: stay.code,
        hotel_name: stay.hotelName,
        meals: MEALS.filter((meal) => {
          const at = mealInstant(settings, day, meal);
          return stay.meals.includes(meal) && stay.checkIn <= at && at < stay.checkOut;
        }),
      }))
      .filter((stay) => stay.meals.length);
    if (served.length) result.push({ date: formatWireDate(day), stays: served });
  }
  return result;
}
