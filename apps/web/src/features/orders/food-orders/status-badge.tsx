import { FOOD_ORDER_STATUS_LABELS, type FoodOrderStatusId } from "@app/contract/schemas/kitchen-food-orders";
import { uzFoodOrders } from "../../../i18n/orders.ts";
import { Badge } from "../../../ui/badge.tsx";

const TONES: Record<FoodOrderStatusId, "warning" | "success" | "neutral"> = { 0: "warning", 1: "success", [-1]: "neutral" };

/**
 * A food order's status: Kutilmoqda (pending), Tugagan (done) or Bekor qilindi (canceled), and
 * "Muddati o‘tgan" beside a pending order whose day has passed.
 */
export function FoodOrderStatusBadge({ status, overdue }: { status: number; overdue: boolean }) {
  const id = status as FoodOrderStatusId;
  return (
    <span className="inline-flex flex-wrap gap-1 whitespace-nowrap">
      <Badge tone={TONES[id] ?? "neutral"}>{FOOD_ORDER_STATUS_LABELS[id] ?? String(status)}</Badge>
      {overdue && <Badge tone="danger">{uzFoodOrders.overdue}</Badge>}
    </span>
  );
}
