import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { uzPagination } from "../i18n/ui.ts";
import { cn } from "../lib/cn.ts";
import { PAGE_SIZES, pageCount, paginationWindow } from "./pagination-window.ts";

type PaginationProps = {
  page: number;
  perPage: number;
  count: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

const pageButton =
  "inline-flex size-9 items-center justify-center rounded-lg text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:text-slate-400";

/** The pagination control every list shares, with its page-size selector. */
export function Pagination({ page, perPage, count, onPageChange, onPerPageChange }: PaginationProps) {
  const sizeId = useId();
  const total = pageCount(count, perPage);
  const go = (target: number) => {
    if (target >= 1 && target <= total && target !== page) onPageChange(target);
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
      <div className="flex items-center gap-2 text-sm text-muted">
        <label htmlFor={sizeId}>{uzPagination.pageSize}</label>
        <select
          id={sizeId}
          value={perPage}
          onChange={(event) => onPerPageChange(Number(event.target.value))}
          className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-ink"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {total > 0 && (
        <nav aria-label={uzPagination.label}>
          <ul className="flex items-center gap-1">
            <li>
              <button
                type="button"
                className={cn(pageButton, "hover:bg-slate-100")}
                disabled={page <= 1}
                onClick={() => go(page - 1)}
                aria-label={uzPagination.previous}
              >
                <ChevronLeft className="size-4" aria-hidden />
              </button>
            </li>
            {paginationWindow(page, total).map((slot, index) =>
              slot === "gap" ? (
                <li key={`gap-${index}`} className="px-1 text-muted" aria-hidden>
                  …
                </li>
              ) : (
                <li key={slot}>
                  <button
                    type="button"
                    className={cn(pageButton, slot === page ? "bg-brand-700 text-white" : "text-ink hover:bg-slate-100")}
                    aria-current={slot === page ? "page" : undefined}
                    aria-label={uzPagination.page(slot)}
                    onClick={() => go(slot)}
                  >
                    {slot}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={cn(pageButton, "hover:bg-slate-100")}
                disabled={page >= total}
                onClick={() => go(page + 1)}
                aria-label={uzPagination.next}
              >
                <ChevronRight className="size-4" aria-hidden />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
