import { FilterX, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { uzErrors } from "../i18n/common.ts";
import { uzList } from "../i18n/ui.ts";
import { ApiError } from "../lib/api-error.ts";
import { Button } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

type ListStateProps = {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText?: string;
  /** What the failed load threw: its message says why under the failure line. */
  error?: unknown;
  /** Loads the list again; a failed load offers it as 'Qayta urinish'. */
  onRetry?: () => void;
  /** Clears the list's search and filters; an empty list offers it, saying nothing matches them. */
  onClearFilters?: () => void;
  children: ReactNode;
};

/** Why a load failed, in the server's Uzbek words when it answered. */
function reasonOf(error: unknown): string {
  return error instanceof ApiError ? error.message : uzErrors.unknown;
}

/**
 * The states every list shares: a spinner; the red failure line with why and a retry; an empty
 * note, which on a narrowed list says nothing matches and offers to clear the filters.
 */
export function ListState({ isLoading, isError, isEmpty, emptyText = uzList.empty, error, onRetry, onClearFilters, children }: ListStateProps) {
  if (isLoading) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm">
        <p className="font-medium text-danger">{uzList.failed}</p>
        {error !== undefined && <p className="text-muted">{reasonOf(error)}</p>}
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCcw className="size-4" aria-hidden />
            {uzList.retry}
          </Button>
        )}
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center text-sm">
        <p className="text-muted">{onClearFilters ? uzList.emptySearch : emptyText}</p>
        {onClearFilters && (
          <Button variant="secondary" size="sm" onClick={onClearFilters}>
            <FilterX className="size-4" aria-hidden />
            {uzList.clearFilters}
          </Button>
        )}
      </div>
    );
  }
  return <>{children}</>;
}
