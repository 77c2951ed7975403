import { uz } from "../../i18n/uz.ts";
import { Badge } from "../../ui/badge.tsx";

/** To‘langan (green) or To‘lanmagan (amber): the paid flag of an expense or a month's salary. */
export function PaidBadge({ paid }: { paid: boolean }) {
  return <Badge tone={paid ? "success" : "warning"}>{paid ? uz.hr.paid : uz.hr.unpaid}</Badge>;
}

/** The options of a paid-flag filter, sent as `status`. */
export const paidOptions = [
  { value: "true", label: uz.hr.paid },
  { value: "false", label: uz.hr.unpaid },
];
