import { STAY_STATUSES, type StayStatus } from "@app/contract/schemas/hotel-orders";
import { uzHotels } from "../../../i18n/hotels.ts";
import { cn } from "../../../lib/cn.ts";

const t = uzHotels;

/** Bar colours by order status; white text stays readable (4.5:1) on each. */
export const STATUS_BAR = {
  Planned: "bg-sky-700",
  Active: "bg-green-700",
  Completed: "bg-slate-500",
} as const satisfies Record<StayStatus, string>;

export function StatusLegend() {
  return (
    <ul aria-label={t.chartLegend} className="flex flex-wrap gap-4 text-sm text-muted">
      {STAY_STATUSES.map((status) => (
        <li key={status} className="flex items-center gap-2">
          <span className={cn("size-3 rounded-sm", STATUS_BAR[status])} aria-hidden />
          {t.status[status]}
        </li>
      ))}
    </ul>
  );
}
