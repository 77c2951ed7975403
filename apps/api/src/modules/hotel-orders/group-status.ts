import { and, inArray, sql } from "drizzle-orm";
import type { GuestGroupStatus } from "@app/contract/schemas/guest-groups";
import type { Db, Tx } from "../../db/client.ts";
import { guestGroups, hotelOrders } from "../../db/schema/index.ts";
import { instantParam } from "../hotels/stay-status.ts";

/**
 * A group's status follows its hotel orders that are not canceled: Pending with none, Finished
 * when every one is over (checked out or past its check-out), otherwise Accepted. Booking,
 * changing and deleting apply it to their groups; the periodic job, without `groupIds`, to every
 * group that has orders (only time moves those, and a group without orders is left as booking
 * and deleting set it).
 */
export async function syncGroupStatuses(db: Db | Tx, now: Date, groupIds?: string[]): Promise<number> {
  if (groupIds && !groupIds.length) return 0;
  const derived = sql<GuestGroupStatus>`(select case
      when count(*) = 0 then 'Pending'
      when bool_and(${hotelOrders.checkOut} <= ${instantParam(now)} or ${hotelOrders.checkedOutAt} is not null) then 'Finished'
      else 'Accepted' end
    from ${hotelOrders} where ${hotelOrders.guestGroupId} = ${guestGroups.id} and ${hotelOrders.canceledAt} is null)`;
  const changed = await db
    .update(guestGroups)
    .set({ guestGroupStatus: derived, updatedAt: now })
    .where(
      and(
        groupIds
          ? inArray(guestGroups.id, groupIds)
          : sql`exists (select 1 from ${hotelOrders} where ${hotelOrders.guestGroupId} = ${guestGroups.id})`,
        sql`${guestGroups.guestGroupStatus} <> ${derived}`,
      ),
    )
    .returning({ id: guestGroups.id });
  return changed.length;
}
