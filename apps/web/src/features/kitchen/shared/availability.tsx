import type { MissingProducts as Missing } from "@app/contract/schemas/kitchen-common";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { formatQuantity } from "../../../lib/format.ts";
import { Badge } from "../../../ui/badge.tsx";
import { ShortageTable } from "../../../ui/shortage-table.tsx";

const t = uzKitchen.costs;

type AvailabilityBadgeProps = {
  status: boolean;
  priced: boolean;
  /** How many portions the stock makes, where the item was read with it (a form's chosen parts are not). */
  portions?: number;
};

/** Whether the stock makes a portion now, and how many; an item never priced says so before anything else. */
export function AvailabilityBadge({ status, priced, portions }: AvailabilityBadgeProps) {
  if (!priced) return <Badge tone="warning">{t.unpriced}</Badge>;
  if (!status) return <Badge tone="danger">{t.unavailable}</Badge>;
  return <Badge tone="success">{portions === undefined ? t.available : t.portions(formatQuantity(portions))}</Badge>;
}

/** What one portion lacks, per product, in its recipe unit. */
export function MissingProducts({ missing }: { missing: Missing }) {
  const rows = Object.entries(missing).map(([name, { measure: unit, missing: amount }]) => ({ name, amount, unit }));
  return <ShortageTable title={t.missingTitle} rows={rows} />;
}
