import type { ReactNode } from "react";
import { uz } from "../i18n/uz.ts";

/** A page's heading (and the browser tab title), with room for its main actions. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <title>{`${title} · ${uz.appName}`}</title>
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </div>
  );
}
