import { uz } from "../i18n/uz.ts";

/** The fallback while a page's chunk loads (spec §2). */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center p-8 text-sm text-muted">
      {uz.common.loading}
    </div>
  );
}
