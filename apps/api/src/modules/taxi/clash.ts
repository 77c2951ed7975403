import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type { Db, Tx } from "../../db/client.ts";
import { transportOrders } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";

/**
 * 409 when the vehicle already has a live (non-canceled) order starting less than `minutes`
 * before or after `at`. Run it with the vehicle locked (lockVehicle) so two requests cannot
 * both pass it.
 */
export async function assertNoClash(
  tx: Db | Tx,
  { transportId, at, minutes, exceptOrderId }: { transportId: string; at: Date; minutes: number; exceptOrderId?: string },
) {
  const window = minutes * 60_000;
  const [clash] = await tx
    .select({ id: transportOrders.id, orderNumber: transportOrders.orderNumber, performDate: transportOrders.performDate })
    .from(transportOrders)
    .where(
      and(
        eq(transportOrders.transportId, transportId),
        ne(transportOrders.status, "canceled"),
        gt(transportOrders.performDate, new Date(at.getTime() - window)),
        lt(transportOrders.performDate, new Date(at.getTime() + window)),
        exceptOrderId ? ne(transportOrders.id, exceptOrderId) : undefined,
      ),
    )
    .orderBy(asc(transportOrders.performDate))
    .limit(1);
  if (!clash) return;
  const time = formatWireDateTime(clash.performDate);
  throw conflict(
    `Transport band: ${time} dagi №${clash.orderNumber} buyurtmasi bor. Bir transportning buyurtmalari orasida kamida ${minutes} daqiqa bo'lishi kerak`,
    { clashing_order: { id: clash.id, order_number: clash.orderNumber, perform_date: time } },
  );
}
