import { FOOD_ORDER_STATUS_LABELS, type FoodOrderStatusId } from "@app/contract/schemas/kitchen-food-orders";
import { Badge } from "../../../ui/badge.tsx";

const TONES: Record<FoodOrderStatusId, "warning" | "success" | "neutral"> = { 0: "warning", 1: "success", [-1]: "neutral" };

/** A food order's status: Kutilmoqda (pending), Tugagan (done) or Bekor qilindi (canceled). */
export function FoodOrderStatusBadge({ status }: { status: number }) {
  const id = status as FoodOrderStatusId;
  return <Badge tone={TONES[id] ?? "neutral"}>{FOOD_ORDER_STATUS_LABELS[id] ?? String(status)}</Badge>;
}
