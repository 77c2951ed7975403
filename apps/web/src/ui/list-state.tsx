import type { ReactNode } from "react";
import { uzList } from "../i18n/ui.ts";
import { Spinner } from "./spinner.tsx";

type ListStateProps = {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText?: string;
  children: ReactNode;
};

/** The three states every list shares: a spinner, the red failure line, an empty note. */
export function ListState({ isLoading, isError, isEmpty, emptyText = uzList.empty, children }: ListStateProps) {
  if (isLoading) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (isError) return <p className="py-10 text-center text-sm font-medium text-danger">{uzList.failed}</p>;
  if (isEmpty) return <p className="py-10 text-center text-sm text-muted">{emptyText}</p>;
  return <>{children}</>;
}
