import { MENU_TYPE_LABELS } from "@app/contract/schemas/kitchen-menus";
import { RATION_SLOTS, type Ration } from "@app/contract/schemas/kitchen-rations";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatAmount } from "../../../lib/format.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { ItemDetails } from "../shared/item-details.tsx";
import type { DetailsPanelProps } from "../shared/use-item-panels.ts";
import { SLOTS, slotMenus } from "./ration-form.ts";

const t = uzKitchen.rations;

/** A ration's details: its three menus, one a meal, with their prices. */
export function RationDetails({ item: ration, onClose, onEdit }: DetailsPanelProps<Ration>) {
  const currency = useOperatingCurrency();
  const menus = slotMenus(ration);
  return (
    <ItemDetails item={ration} onClose={onClose} onEdit={onEdit} partsLabel={t.menus}>
      <dl className="flex flex-col divide-y divide-line rounded-lg border border-line text-sm">
        {SLOTS.map((slot) => (
          <div key={slot} className="flex items-center gap-3 px-3 py-2">
            <dt className="w-28 text-muted">{MENU_TYPE_LABELS[RATION_SLOTS[slot]]}</dt>
            <dd className="flex-1 font-medium text-ink">{menus[slot].name}</dd>
            <dd className="tabular-nums">{formatAmount(menus[slot].price, currency)}</dd>
          </div>
        ))}
      </dl>
    </ItemDetails>
  );
}
