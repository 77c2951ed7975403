import type { MissingProducts as Missing } from "@app/contract/schemas/kitchen-common";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { Badge } from "../../../ui/badge.tsx";
import { ShortageTable } from "../../../ui/shortage-table.tsx";

const t = uzKitchen.costs;

/** Whether one portion can be made now; an item never priced says so before anything else. */
export function AvailabilityBadge({ status, priced }: { status: boolean; priced: boolean }) {
  if (!priced) return <Badge tone="warning">{t.unpriced}</Badge>;
  return <Badge tone={status ? "success" : "danger"}>{status ? t.available : t.unavailable}</Badge>;
}

/** What one portion lacks, per product, in its recipe unit. */
export function MissingProducts({ missing }: { missing: Missing }) {
  const rows = Object.entries(missing).map(([name, { measure: unit, missing: amount }]) => ({ name, amount, unit }));
  return <ShortageTable title={t.missingTitle} rows={rows} />;
}
