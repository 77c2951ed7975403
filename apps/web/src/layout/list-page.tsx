import type { ReactNode } from "react";
import { CreateButton } from "../ui/create-button.tsx";
import { PageHeader } from "./page-header.tsx";

type ListPageProps = {
  title: string;
  /** The create button, for a role that may create; the others get none. */
  create?: { label: string; onClick: () => void } | false;
  /** Further header actions, before the create button (an export, a side panel). */
  actions?: ReactNode;
  /** A line under the heading that says what the list holds. */
  intro?: string;
  /** The filter row, usually a ListFilters. */
  filters?: ReactNode;
  /** The table and whatever stands with it. */
  children: ReactNode;
};

/** A list page's frame: the heading with its actions, the intro, the filter row, then the table. */
export function ListPage({ title, create, actions, intro, filters, children }: ListPageProps) {
  return (
    <>
      <PageHeader
        title={title}
        actions={
          (actions || create) && (
            <>
              {actions}
              {create && <CreateButton label={create.label} onClick={create.onClick} />}
            </>
          )
        }
      />
      <div className="flex flex-col gap-4">
        {intro && <p className="-mt-3 text-sm text-muted">{intro}</p>}
        {filters}
        {children}
      </div>
    </>
  );
}
