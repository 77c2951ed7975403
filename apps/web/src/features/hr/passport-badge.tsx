import type { Employee } from "@app/contract/schemas/hr";
import { uz } from "../../i18n/uz.ts";
import { Badge } from "../../ui/badge.tsx";
import { passportWarning } from "./passport.ts";

/** The passport's end date, with a badge when it has ended or ends within the warning window. */
export function PassportValidity({ employee }: { employee: Employee }) {
  const warning = passportWarning(employee);
  if (!employee.validity_period) return <span className="text-muted">{uz.common.notSet}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 whitespace-nowrap">
      {employee.validity_period}
      {warning && (
        <Badge tone={warning === "expired" ? "danger" : "warning"}>
          {warning === "expired" ? uz.hr.passportExpired : uz.hr.passportExpiring}
        </Badge>
      )}
    </span>
  );
}
