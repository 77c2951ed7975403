import { uzHr } from "../../i18n/hr.ts";
import { Badge } from "../../ui/badge.tsx";

/** To‘langan (green) or To‘lanmagan (amber): the paid flag of an expense or a month's salary. */
export function PaidBadge({ paid }: { paid: boolean }) {
  return <Badge tone={paid ? "success" : "warning"}>{paid ? uzHr.paid : uzHr.unpaid}</Badge>;
}

/** The options of a paid-flag filter, sent as `status`. */
export const paidOptions = [
  { value: "true", label: uzHr.paid },
  { value: "false", label: uzHr.unpaid },
];
