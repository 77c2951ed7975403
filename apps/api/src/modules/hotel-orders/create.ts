import type { HotelOrder, HotelOrderInput } from "@app/contract/schemas/hotel-orders";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { hotelOrderRooms, hotelOrders } from "../../db/schema/index.ts";
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

async function book(tx: Tx, input: HotelOrderInput, now: Date): Promise<string> {
  const placement = await place(tx, input, now);
  const group = input.guest_type === "group";
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
export async function createHotelOrder(ctx: AppContext, input: HotelOrderInput): Promise<HotelOrder> {
  const now = ctx.now();
  const id = await ctx.db.transaction((tx) => book(tx, input, now));
  return getHotelOrder(ctx, id);
}
