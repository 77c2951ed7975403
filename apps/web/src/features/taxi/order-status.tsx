import { TRANSFER_STATUSES, type TransferStatus } from "@app/contract/schemas/taxi";
import { uzTaxi } from "../../i18n/taxi.ts";
import { Badge } from "../../ui/badge.tsx";

const tones = { created: "warning", completed: "success", canceled: "danger" } as const;

/** Yaratilgan (amber), Bajarilgan (green), Bekor qilingan (red). */
export function OrderStatusBadge({ status }: { status: TransferStatus }) {
  return <Badge tone={tones[status]}>{uzTaxi.statuses[status]}</Badge>;
}

export const orderStatusOptions = TRANSFER_STATUSES.map((status) => ({ value: status, label: uzTaxi.statuses[status] }));
