import { useState } from "react";
import type { TransferPlan } from "@app/contract/schemas/transfer-plan";
import { uzTrips } from "../i18n/ui.ts";
import { notifySuccess } from "../lib/toast.ts";
import { usePlanTransfers } from "../lib/transfer-plan.ts";
import { Button } from "./button.tsx";
import { TripTable } from "./trip-table.tsx";

const t = uzTrips;

/**
 * The Plan button of a group: a dry run first, shown as the trips it would book and the
 * passengers no free vehicle could seat; booked only when confirmed.
 */
export function TransferPlanner({ groupId }: { groupId: string }) {
  const plan = usePlanTransfers(groupId);
  const [preview, setPreview] = useState<TransferPlan | null>(null);

  const run = (dryRun: boolean) =>
    plan.mutate(dryRun, {
      onSuccess: (result) => {
        setPreview(dryRun ? result : null);
        if (!dryRun) notifySuccess(t.planSaved(result.transfers.length));
      },
    });

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button onClick={() => run(true)} loading={plan.isPending && plan.variables}>
          {t.planButton}
        </Button>
      </div>
      {preview && (
        <div className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3" role="region" aria-label={t.planPreview}>
          <p className="text-sm font-semibold">{t.planSummary(preview.transfers.length, preview.unassigned_passengers)}</p>
          {preview.transfers.length > 0 && (
            <>
              <TripTable label={t.planPreview} trips={preview.transfers.map((trip, index) => ({ ...trip, key: String(index) }))} />
              <div className="flex gap-2">
                <Button onClick={() => run(false)} loading={plan.isPending && !plan.variables}>
                  {t.planSave}
                </Button>
                <Button variant="secondary" onClick={() => setPreview(null)}>
                  {t.planDiscard}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
