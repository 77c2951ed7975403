import type { KitchenPlan } from "@app/contract/schemas/kitchen-plan";
import { uzKitchenPlan as t } from "../../i18n/kitchen-plan.ts";
import { formatQuantity } from "../../lib/format.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { useDayOrders } from "./kitchen-plan-api.ts";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; plan: KitchenPlan; iso: string; pending: boolean; onConfirm: () => void };

/**
 * Asks once before the day is confirmed, saying what will be ordered: per meal and menu, the
 * portions not ordered yet; and, for a day not confirmed before, what leaves which batch.
 */
export function ConfirmPlanDialog({ open, onOpenChange, plan, iso, pending, onConfirm }: Props) {
  const orders = useDayOrders(iso);
  const ordered = new Map<string, number>();
  for (const group of orders.data ?? []) ordered.set(`${group.meal}|${group.menu}`, (ordered.get(`${group.meal}|${group.menu}`) ?? 0) + group.ordered);
  const lines = plan.meals
    .map((meal) => ({
      label: `${t.meals[meal.meal]} — ${meal.menu_name}`,
      portions: meal.hotels.reduce((sum, hotel) => sum + hotel.total, 0) - (ordered.get(`${meal.meal}|${meal.menu}`) ?? 0),
      orders: meal.hotels.length,
    }))
    .filter((line) => line.portions > 0);
  const portions = lines.reduce((sum, line) => sum + line.portions, 0);
  const description = portions
    ? [
        t.confirmDescription(lines.reduce((sum, line) => sum + line.orders, 0), portions),
        ...lines.map((line) => `${line.label}: ${line.portions} ${t.portions.toLowerCase()}`),
        ...(plan.confirmed
          ? []
          : [`${t.consumes}:`, ...plan.products.map((product) => `${product.name}: ${formatQuantity(product.required)} ${product.unit}`)]),
      ].join("\n")
    : t.confirmNothing;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      pending={pending}
      wording={{ title: t.confirmTitle, description, confirm: t.confirm, cancel: t.cancel }}
    />
  );
}
