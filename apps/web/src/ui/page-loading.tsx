import { uzCommon } from "../i18n/common.ts";

/** The fallback while a page's chunk loads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center p-8 text-sm text-muted">
      {uzCommon.loading}
    </div>
  );
}
