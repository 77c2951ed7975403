import { useState } from "react";
import { addDays, businessDateOf, formatWireDate, wireToIso } from "@app/contract/dates";
import { KITCHEN_PLAN } from "@app/contract/endpoints/kitchen-plan";
import type { KitchenPlan } from "@app/contract/schemas/kitchen-plan";
import { uzKitchenPlan as t } from "../../i18n/kitchen-plan.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import { downloadFile } from "../../lib/export-file.ts";
import { formatMoney, formatQuantity } from "../../lib/format.ts";
import type { PageProps } from "../../lib/page-props.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { DateField } from "../../ui/date-field.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { PrintButton } from "../../ui/print-button.tsx";
import { ConfirmPlanDialog } from "./confirm-plan-dialog.tsx";
import { DayOrders } from "./day-orders.tsx";
import { PlanTable } from "./plan-table.tsx";
import { useConfirmPlan, usePlan } from "./kitchen-plan-api.ts";

const DIETS = ["regular", "diabetic", "soft", "vegetarian"] as const;

/** Kitchen › Reja: tomorrow by default; who eats what per meal and hotel, what to cook, what it takes from the shelves. */
export default function PlanPage({ title }: PageProps) {
  const [date, setDate] = useState(() => formatWireDate(addDays(businessDateOf(new Date()), 1)));
  const [asking, setAsking] = useState(false);
  const iso = wireToIso(date) ?? "";
  const plan = usePlan(iso);
  const confirm = useConfirmPlan();
  const run = () =>
    confirm.mutate(date, {
      onSuccess: (result) => {
        setAsking(false);
        notifySuccess(t.confirmedToast(result.created.reduce((sum, group) => sum + group.orders.length, 0)));
      },
    });

  return (
    <>
      <PageHeader title={title} />
      <div className="mb-4 flex flex-wrap items-end gap-3 print:hidden">
        <label className="flex flex-col gap-1 text-sm">
          {t.date}
          <DateField value={date} onChange={(value) => value && setDate(value)} aria-label={t.date} />
        </label>
        <Button onClick={() => setAsking(true)} disabled={!plan.data?.meals.length}>
          {t.confirm}
        </Button>
        <ExportButton text={t.exportSheet} onExport={() => downloadFile(KITCHEN_PLAN.export.path, { date: iso }, `ishlab_chiqarish_${iso}.xlsx`)} />
        <PrintButton />
      </div>
      <ListState isLoading={plan.isPending} isError={plan.isError} isEmpty={false} onRetry={() => void plan.refetch()}>
        {plan.data && <PlanBody plan={plan.data} />}
      </ListState>
      {plan.data && iso && <DayOrders date={date} iso={iso} />}
      {plan.data && (
        <ConfirmPlanDialog open={asking} onOpenChange={setAsking} plan={plan.data} iso={iso} pending={confirm.isPending} onConfirm={run} />
      )}
    </>
  );
}

function PlanBody({ plan }: { plan: KitchenPlan }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          {t.ration}: <strong>{plan.ration_name ?? t.noRation}</strong>
        </span>
        {plan.confirmed && <Badge tone="success">{t.confirmed}</Badge>}
        <span>
          {t.cost}: <strong>{formatMoney(plan.cost.net)}</strong> · {t.perPilgrimDay}: <strong>{formatMoney(plan.cost.per_pilgrim_day)}</strong>
        </span>
      </p>
      {plan.warnings.map((warning) => (
        <p key={warning} role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning}
        </p>
      ))}
      {!plan.meals.length && <p className="text-muted">{t.nobody}</p>}
      {plan.meals.map((meal) => (
        <section key={`${meal.meal}-${meal.menu}`}>
          <h2 className="mb-2 font-semibold">
            {t.meals[meal.meal]} — {meal.menu_name}
          </h2>
          <PlanTable
            label={`${t.meals[meal.meal]} ${meal.menu_name}`}
            headers={[t.hotel, ...DIETS.map((diet) => t.diets[diet]), t.total]}
            rows={meal.hotels.map((hotel) => [hotel.hotel_name, ...DIETS.map((diet) => String(hotel.headcount[diet])), String(hotel.total)])}
          />
        </section>
      ))}
      {plan.dishes.length > 0 && (
        <section>
          <h2 className="mb-2 font-semibold">{t.dishes}</h2>
          <PlanTable label={t.dishes} headers={[t.section, t.dish, t.portions]} rows={plan.dishes.map((dish) => [dish.section, dish.name, String(dish.portions)])} />
        </section>
      )}
      {plan.products.length > 0 && (
        <section>
          <h2 className="mb-2 font-semibold">{t.products}</h2>
          <PlanTable
            label={t.products}
            headers={[t.product, t.unit, t.required, t.available, t.shortage, t.batches]}
            rows={plan.products.map((product) => [
              product.name,
              product.unit,
              formatQuantity(product.required),
              formatQuantity(product.available),
              product.shortage > 0 ? { text: formatQuantity(product.shortage), danger: true } : "—",
              product.batches.map((batch) => `${formatQuantity(batch.amount)} (${batch.expiry_date ?? t.noExpiry})`).join(", ") || "—",
            ])}
          />
        </section>
      )}
    </div>
  );
}
