import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import { formatWireDateTime } from "@app/contract/dates";
import type { Db, Tx } from "../../db/client.ts";
import { transfers } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";

/**
 * 409 when the vehicle already has a live (non-canceled) order starting less than `minutes`
 * before or after `at`. Run it with the vehicle locked (lockVehicle) so two requests cannot
 * both pass it.
 */
export async function assertNoClash(
  tx: Db | Tx,
  { vehicleId, at, minutes, exceptOrderId }: { vehicleId: string; at: Date; minutes: number; exceptOrderId?: string },
) {
  const window = minutes * 60_000;
  const [clash] = await tx
    .select({ id: transfers.id, orderNumber: transfers.orderNumber, performDate: transfers.performDate })
    .from(transfers)
    .where(
      and(
        eq(transfers.vehicleId, vehicleId),
        ne(transfers.status, "canceled"),
        gt(transfers.performDate, new Date(at.getTime() - window)),
        lt(transfers.performDate, new Date(at.getTime() + window)),
        exceptOrderId ? ne(transfers.id, exceptOrderId) : undefined,
      ),
    )
    .orderBy(asc(transfers.performDate))
    .limit(1);
  if (!clash) return;
  const time = formatWireDateTime(clash.performDate);
  throw conflict(
    `Transport band: ${time} dagi №${clash.orderNumber} buyurtmasi bor. Bir transportning buyurtmalari orasida kamida ${minutes} daqiqa bo'lishi kerak`,
    { clashing_order: { id: clash.id, order_number: clash.orderNumber, perform_date: time } },
  );
}
