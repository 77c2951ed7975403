import type { Employee } from "@app/contract/schemas/hr";
import { uzCommon } from "../../i18n/common.ts";
import { uzHr } from "../../i18n/hr.ts";
import { Badge } from "../../ui/badge.tsx";
import { passportWarning } from "./passport.ts";

/** The passport's end date, with a badge when it has ended or ends within the warning window. */
export function PassportValidity({ employee }: { employee: Employee }) {
  const warning = passportWarning(employee);
  if (!employee.validity_period) return <span className="text-muted">{uzCommon.notSet}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 whitespace-nowrap">
      {employee.validity_period}
      {warning && (
        <Badge tone={warning === "expired" ? "danger" : "warning"}>
          {warning === "expired" ? uzHr.passportExpired : uzHr.passportExpiring}
        </Badge>
      )}
    </span>
  );
}
