import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

type AnalyticsCardProps = { title: string; children: ReactNode; className?: string };

/** One block of the order analytics: a titled region the page lays out in its grid. */
export function AnalyticsCard({ title, children, className }: AnalyticsCardProps) {
  return (
    <section aria-label={title} className={cn("flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm", className)}>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
