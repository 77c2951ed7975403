import type { HotelOrder, HotelOrderInput } from "@app/contract/schemas/hotel-orders";
import type { AppContext } from "../../context.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { guestGroups, hotelOrderRooms, hotelOrders } from "../../db/schema/index.ts";
import { type CreditCheck, checkCreditLimit } from "../finance/public.ts";
import { attachFoodOrders } from "../food-orders/public.ts";
import { newOrderId } from "./codes.ts";
import { syncGroupStatuses } from "./group-status.ts";
import { writeGuests } from "./guest-rows.ts";
import { place } from "./placement.ts";
import { getHotelOrder } from "./service.ts";

/** order_id is random: a clash with an existing one is skipped by the index and drawn again. */
async function insertOrder(tx: Tx, values: Omit<typeof hotelOrders.$inferInsert, "orderId">): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [row] = await tx
      .insert(hotelOrders)
      .values({ ...values, orderId: newOrderId() })
      .onConflictDoNothing({ target: hotelOrders.orderId })
      .returning({ id: hotelOrders.id });
    if (row) return row.id;
  }
  throw new Error("no free order_id after 10 draws");
}

/** A group's stay is billed to the agent who sent the group: it must fit that agent's credit limit. */
async function checkGroupCredit(ctx: AppContext, tx: Tx, groupId: string, amount: string, credit: CreditCheck) {
  const [group] = await tx.select({ agent: guestGroups.counterpartyId }).from(guestGroups).where(eq(guestGroups.id, groupId));
  await checkCreditLimit(ctx, tx, group?.agent ?? null, amount, credit);
}

async function book(ctx: AppContext, tx: Tx, input: HotelOrderInput, now: Date, credit: CreditCheck): Promise<string> {
  const placement = await place(tx, input, now);
  const group = input.guest_type === "group";
  if (group) await checkGroupCredit(ctx, tx, input.guest_group, placement.hotelCost.toFixed(2), credit);
  const orderId = await insertOrder(tx, {
    guestType: input.guest_type,
    hotelId: placement.hotelId,
    guestGroupId: group ? input.guest_group : null,
    orderStatus: placement.status,
    checkIn: placement.stay.checkIn,
    checkOut: placement.stay.checkOut,
    countOfPeople: input.count_of_people,
    meals: input.meals,
    hotelCost: placement.hotelCost.toFixed(2),
    profit: placement.profit.toFixed(2),
  });
  await tx.insert(hotelOrderRooms).values([...placement.placed].map(([roomId, people]) => ({ orderId, roomId, people })));
  if (group) await syncGroupStatuses(tx, now, [input.guest_group]);
  else await writeGuests(tx, orderId, input.guest_details, placement, now);
  await attachFoodOrders(tx, orderId, input.food_order ?? []);
  return orderId;
}

/**
 * POST /orders/hotel_order/create/: shape problems were 400s in the contract, the rest are
 * placement's (placement.ts); all in one transaction with the rooms locked.
 */
export async function createHotelOrder(ctx: AppContext, input: HotelOrderInput, credit: CreditCheck = "check"): Promise<HotelOrder> {
  const now = ctx.now();
  const id = await ctx.db.transaction((tx) => book(ctx, tx, input, now, credit));
  return getHotelOrder(ctx, id);
}
