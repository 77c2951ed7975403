import { MENU_TYPE_LABELS } from "@app/contract/schemas/kitchen-menus";
import { RATION_SLOTS, type Ration } from "@app/contract/schemas/kitchen-rations";
import { Pencil } from "lucide-react";
import { uz } from "../../../i18n/uz.ts";
import { formatMoney } from "../../../lib/format.ts";
import { Button } from "../../../ui/button.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { AvailabilityBadge, MissingProducts } from "../shared/availability.tsx";
import { CostSummary } from "../shared/cost-summary.tsx";
import { SLOTS, slotMenus } from "./ration-form.ts";

const t = uz.kitchen.rations;

type RationDetailsProps = {
  ration: Ration;
  onClose: () => void;
  /** Absent for roles that may only read. */
  onEdit?: (ration: Ration) => void;
};

/** A ration as the server prices it now: its three menus, cost per day, and what the stock lacks. */
export function RationDetails({ ration, onClose, onEdit }: RationDetailsProps) {
  const menus = slotMenus(ration);
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={ration.name}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <AvailabilityBadge status={ration.status} priced={ration.priced} />
          {onEdit && (
            <Button variant="secondary" size="sm" onClick={() => onEdit(ration)}>
              <Pencil className="size-4" aria-hidden />
              {uz.common.edit}
            </Button>
          )}
        </div>
        <CostSummary net={ration.net_price} profit={ration.profit} gross={ration.gross_price} />
        <MissingProducts missing={ration.missing_products} />
        <section aria-label={t.menus} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-ink">{t.menus}</h3>
          <dl className="flex flex-col divide-y divide-line rounded-lg border border-line text-sm">
            {SLOTS.map((slot) => (
              <div key={slot} className="flex items-center gap-3 px-3 py-2">
                <dt className="w-28 text-muted">{MENU_TYPE_LABELS[RATION_SLOTS[slot]]}</dt>
                <dd className="flex-1 font-medium text-ink">{menus[slot].name}</dd>
                <dd className="tabular-nums">{formatMoney(menus[slot].price)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </Sheet>
  );
}
