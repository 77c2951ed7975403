import type { InvoiceStatus } from "@app/contract/schemas/finance";
import { uzFinance } from "../../i18n/finance.ts";
import { Badge } from "../../ui/badge.tsx";

const TONES = { draft: "neutral", issued: "warning", partially_paid: "warning", paid: "success", void: "danger" } as const;

/** An invoice's status as a coloured word. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={TONES[status]}>{uzFinance.statuses[status]}</Badge>;
}
