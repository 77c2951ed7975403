import { type SQL, sql } from "drizzle-orm";
import { moneyNumber } from "@app/contract/decimal";
import {
  BILLED_ORDER_TYPES,
  type BillableOrderList,
  type BilledOrder,
  type BilledOrderType,
  MAX_BILLED_ORDERS,
} from "@app/contract/schemas/finance";
import { FOOD_ORDER_STATUSES } from "@app/contract/schemas/kitchen-food-orders";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { foodOrders, guestGroups, hotelOrders, invoiceLines, transfers } from "../../db/schema/index.ts";
import { invalid } from "../../http/errors.ts";
import { foodOrderDay, foodOrderTotal } from "../food-orders/public.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";

/** An order as an invoice line bills it: what it costs in the operating currency and whose it is. */
export type OrderCharge = { description: string; amount: string; counterpartyId: string | null };

/**
 * Each kind of order as the ledger sees it, one select per kind with the same columns, which both
 * a line's check and the billable list read, so each price is written here once. The price is the
 * one the order's own page shows: a booking's general cost (its rooms and the food served with it),
 * a food order's total, a transfer's gross fee. A booking or a transfer is its guest group's agent's;
 * an individual booking and a transfer for no group are no agent's. A food order served with a
 * booking is in that booking's price, so it is billed with the booking, never on its own.
 */
const ORDERS: Record<BilledOrderType, SQL> = {
  hotel_order: sql`
    select ${hotelOrders.id} as id, ${hotelOrders.orderId} as code, business_day(${hotelOrders.checkIn}) as day,
           ${hotelOrders.createdAt} as created_at,
           ${hotelOrders.hotelCost} + coalesce((select sum(${foodOrderTotal}) from ${foodOrders} where ${foodOrders.hotelOrderId} = ${hotelOrders.id}), 0) as amount,
           ${guestGroups.counterpartyId} as agent, ${hotelOrders.canceledAt} is not null as canceled, false as with_stay
      from ${hotelOrders} left join ${guestGroups} on ${guestGroups.id} = ${hotelOrders.guestGroupId}`,
  food_order: sql`
    select ${foodOrders.id} as id, ${foodOrders.code} as code, ${foodOrderDay} as day, ${foodOrders.createdAt} as created_at,
           ${foodOrderTotal} as amount, ${foodOrders.counterpartyId} as agent,
           ${foodOrders.status} = ${FOOD_ORDER_STATUSES.canceled} as canceled, ${foodOrders.hotelOrderId} is not null as with_stay
      from ${foodOrders}`,
  transport_order: sql`
    select ${transfers.id} as id, ${transfers.orderNumber} as code, business_day(${transfers.performDate}) as day,
           ${transfers.createdAt} as created_at, ${transfers.grossFee} as amount, ${guestGroups.counterpartyId} as agent,
           ${transfers.status} = 'canceled' as canceled, false as with_stay
      from ${transfers} left join ${guestGroups} on ${guestGroups.id} = ${transfers.groupId}`,
};

const LABELS: Record<BilledOrderType, string> = {
  hotel_order: "Mehmonxona buyurtmasi",
  food_order: "Ovqat buyurtmasi",
  transport_order: "Transfer",
};

const descriptionOf = (type: BilledOrderType, code: string) => `${LABELS[type]} №${code}`;

type OrderRow = { code: string; amount: string; agent: string | null; canceled: boolean; with_stay: boolean };

const MISSING = "Buyurtma topilmadi";
const CANCELED = "Bekor qilingan buyurtma hisob-fakturaga kiritilmaydi";
const OTHER_AGENT = "Buyurtma boshqa kontragentniki";
const WITH_STAY = "Bron bilan berilgan ovqat bron narxiga kiradi: bronni hisob-fakturaga kiriting";

/**
 * The order a line names, checked: it exists, is not canceled, is not billed with a booking, and is
 * not another agent's.
 * `field` is where a refusal points (orders.2, lines.0.order).
 */
export async function chargeOf(tx: Tx, order: BilledOrder, counterpartyId: string, field: string): Promise<OrderCharge> {
  const [found] = rowsOf<OrderRow>(await tx.execute(sql`select * from (${ORDERS[order.type]}) as orders where id = ${order.id}`));
  const refuse = (message: string) => invalid({ [field]: [message] }, message);
  if (!found) throw refuse(MISSING);
  if (found.canceled) throw refuse(CANCELED);
  if (found.with_stay) throw refuse(WITH_STAY);
  if (found.agent && found.agent !== counterpartyId) throw refuse(OTHER_AGENT);
  return { description: descriptionOf(order.type, found.code), amount: found.amount, counterpartyId: found.agent };
}

type BillableRow = { type: BilledOrderType; id: string; code: string; date: string; amount: string; total: string | number };

/**
 * The agent's orders an invoice may still bill: its own, not canceled, on no invoice that is not
 * void; newest day first, at most as many as one invoice takes, with how many there are in all.
 * One statement: the agent's condition reaches each kind's select through its own index.
 */
export async function billableOrders(ctx: AppContext, agentId: string): Promise<BillableOrderList> {
  const kinds = sql.join(
    BILLED_ORDER_TYPES.map((type) => sql`select ${type}::text as type, orders.* from (${ORDERS[type]}) as orders`),
    sql` union all `,
  );
  const [result, currency] = await Promise.all([
    ctx.db.execute(sql`
      select type, id, code, to_char(day, 'DD.MM.YYYY') as date, amount, count(*) over () as total
        from (${kinds}) as billable
       where agent = ${agentId} and not canceled and not with_stay
         and not exists (
           select from ${invoiceLines}
            where ${invoiceLines.orderType} = billable.type and ${invoiceLines.orderId} = billable.id and ${invoiceLines.live})
       order by day desc, created_at desc, id desc
       limit ${MAX_BILLED_ORDERS}`),
    operatingCurrency(ctx),
  ]);
  const rows = rowsOf<BillableRow>(result);
  return {
    currency,
    count: rows.length ? Number(rows[0].total) : 0,
    results: rows.map((row) => ({
      type: row.type,
      id: row.id,
      code: row.code,
      description: descriptionOf(row.type, row.code),
      date: row.date,
      amount: moneyNumber(row.amount),
    })),
  };
}
