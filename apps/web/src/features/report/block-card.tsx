import type { ReactNode } from "react";
import type { Statistic } from "@app/contract/schemas/statistics";
import type { Period } from "../../lib/period.ts";
import { ExportButton } from "../../ui/export-button.tsx";
import { exportStatistic } from "./report-api.ts";

type BlockCardProps = { title: string; block: Statistic; period: Period; children: ReactNode; className?: string };

/** A report block: its title, an Excel download of the same figures, and the content. */
export function BlockCard({ title, block, period, children, className }: BlockCardProps) {
  return (
    <section aria-label={title} className={`min-w-0 rounded-xl border border-line bg-surface p-4 shadow-sm ${className ?? ""}`}>
      <header className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        <ExportButton label={title} onExport={() => exportStatistic(block, period)} />
      </header>
      {children}
    </section>
  );
}
