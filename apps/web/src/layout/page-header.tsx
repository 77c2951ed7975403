import type { ReactNode } from "react";
import { uzAppName } from "../i18n/common.ts";

/** A page's heading (and the browser tab title), with room for its main actions. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <title>{`${title} · ${uzAppName}`}</title>
      <h1 className="text-2xl font-semibold text-ink">{title}</h1>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </div>
  );
}
