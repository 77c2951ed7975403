import { eq, sql } from "drizzle-orm";
import type { BilledOrder } from "@app/contract/schemas/finance";
import type { Tx } from "../../db/client.ts";
import { foodOrders, guestGroups, hotelOrders, transfers } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";

/** An order as an invoice line bills it: what it costs in the operating currency and whose it is. */
export type OrderCharge = { description: string; amount: string; counterpartyId: string | null };

type Found = OrderCharge & { canceled: boolean };

const foodTotal = sql<string>`coalesce((select sum(${foodOrders.price} * ${foodOrders.productCount}) from ${foodOrders} where ${foodOrders.hotelOrderId} = ${hotelOrders.id}), 0)`;

/** Each kind's price is the one its own page shows: a booking's general cost, a food order's total, a transfer's gross fee. */
const READERS: Record<BilledOrder["type"], (tx: Tx, id: string) => Promise<Found | undefined>> = {
  hotel_order: async (tx, id) => {
    const [row] = await tx
      .select({ code: hotelOrders.orderId, amount: sql<string>`${hotelOrders.hotelCost} + ${foodTotal}`, agent: guestGroups.counterpartyId, canceledAt: hotelOrders.canceledAt })
      .from(hotelOrders)
      .leftJoin(guestGroups, eq(guestGroups.id, hotelOrders.guestGroupId))
      .where(eq(hotelOrders.id, id));
    return row && { description: `Mehmonxona buyurtmasi №${row.code}`, amount: row.amount, counterpartyId: row.agent, canceled: row.canceledAt !== null };
  },
  food_order: async (tx, id) => {
    const [row] = await tx
      .select({ code: foodOrders.code, amount: sql<string>`${foodOrders.price} * ${foodOrders.productCount}`, agent: foodOrders.counterpartyId, status: foodOrders.status })
      .from(foodOrders)
      .where(eq(foodOrders.id, id));
    return row && { description: `Ovqat buyurtmasi №${row.code}`, amount: row.amount, counterpartyId: row.agent, canceled: row.status === -1 };
  },
  transport_order: async (tx, id) => {
    const [row] = await tx
      .select({ code: transfers.orderNumber, amount: transfers.grossFee, status: transfers.status })
      .from(transfers)
      .where(eq(transfers.id, id));
    return row && { description: `Transfer №${row.code}`, amount: row.amount, counterpartyId: null, canceled: row.status === "canceled" };
  },
};

const MISSING = "Buyurtma topilmadi";
const CANCELED = "Bekor qilingan buyurtma hisob-fakturaga kiritilmaydi";
const OTHER_AGENT = "Buyurtma boshqa kontragentniki";

/**
 * The order a line names, checked: it exists, is not canceled, and is not another agent's.
 * `field` is where a refusal points (orders.2, lines.0.order).
 */
export async function chargeOf(tx: Tx, order: BilledOrder, counterpartyId: string, field: string): Promise<OrderCharge> {
  const found = await READERS[order.type](tx, order.id);
  const refuse = (message: string) => invalid({ [field]: [message] }, message);
  if (!found) throw refuse(MISSING);
  if (found.canceled) throw refuse(CANCELED);
  if (found.counterpartyId && found.counterpartyId !== counterpartyId) throw refuse(OTHER_AGENT);
  return found;
}
