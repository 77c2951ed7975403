import { FOOD_ORDER_STATUSES, type FoodOrder } from "@app/contract/schemas/kitchen-food-orders";
import { Ban, CheckCheck } from "lucide-react";
import { useState } from "react";
import { uzCommon } from "../../../i18n/common.ts";
import { uzFoodOrders } from "../../../i18n/orders.ts";
import { notifySuccess } from "../../../lib/toast.ts";
import { Button } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { useSetFoodOrderStatus } from "./food-orders-api.ts";

const t = uzFoodOrders;

type Step = typeof FOOD_ORDER_STATUSES.done | typeof FOOD_ORDER_STATUSES.canceled;

const WORDING = {
  [FOOD_ORDER_STATUSES.done]: { ...t.doneConfirm, cancel: uzCommon.cancel },
  [FOOD_ORDER_STATUSES.canceled]: { ...t.cancelConfirm, cancel: t.keepOrder },
};

/**
 * A pending order is marked done or canceled, once, after a confirmation;
 * canceling gives its stock back. `labelled` shows the words next to the icons (the order page).
 */
export function StatusActions({ order, labelled = false }: { order: FoodOrder; labelled?: boolean }) {
  const setStatus = useSetFoodOrderStatus();
  const [asking, setAsking] = useState<Step | null>(null);
  if (order.status_id !== FOOD_ORDER_STATUSES.pending) return null;

  const confirm = () => {
    if (asking === null) return;
    setStatus.mutate(
      { id: order.id, status: asking },
      {
        onSuccess: () => {
          notifySuccess(asking === FOOD_ORDER_STATUSES.done ? t.doneToast : t.canceledToast);
          setAsking(null);
        },
      },
    );
  };

  return (
    <div className="flex justify-end gap-1">
      <Button
        variant={labelled ? "secondary" : "ghost"}
        size={labelled ? "md" : "icon"}
        aria-label={labelled ? undefined : t.markDone(order.food_order_id)}
        title={t.markDoneShort}
        className="text-success"
        onClick={() => setAsking(FOOD_ORDER_STATUSES.done)}
      >
        <CheckCheck className="size-4" aria-hidden />
        {labelled && t.markDoneShort}
      </Button>
      <Button
        variant={labelled ? "secondary" : "ghost"}
        size={labelled ? "md" : "icon"}
        aria-label={labelled ? undefined : t.cancelOrder(order.food_order_id)}
        title={t.cancelShort}
        className="text-danger"
        onClick={() => setAsking(FOOD_ORDER_STATUSES.canceled)}
      >
        <Ban className="size-4" aria-hidden />
        {labelled && t.cancelShort}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        onConfirm={confirm}
        pending={setStatus.isPending}
        wording={WORDING[asking ?? FOOD_ORDER_STATUSES.done]}
      />
    </div>
  );
}
