import { useId, useLayoutEffect, useRef, useState, type ComponentProps, type RefObject } from "react";
import { cn } from "../lib/cn.ts";
import { isColumnShown, useColumnChoices } from "../lib/column-choices.ts";
import { ColumnChooser, type ChoosableColumn } from "./column-chooser.tsx";

type TableProps = ComponentProps<"table"> & {
  /** The first column numbers the rows, so the column after it is the one that names a row. */
  numbered?: boolean;
  /**
   * Offers the column chooser ('Ustunlar') and remembers the choice in this browser under this
   * name; the columns whose Th is `optional` start hidden.
   */
  columnsKey?: string;
};

/**
 * A wide table scrolls sideways inside its frame, keeping the column that names a row in view;
 * keyboard users scroll it by focusing the frame. Figures use tabular digits and right-aligned
 * cells never wrap (index.css, `.data-table`).
 */
export function Table({ columnsKey, ...props }: TableProps) {
  return columnsKey ? <ChoosableTable columnsKey={columnsKey} {...props} /> : <TableFrame {...props} />;
}

function TableFrame({ className, numbered = false, ref, ...props }: Omit<TableProps, "columnsKey">) {
  const label = props["aria-label"];
  return (
    <div
      tabIndex={0}
      role={label ? "region" : undefined}
      aria-label={label}
      className="w-full overflow-x-auto rounded-xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-brand-600 print:overflow-visible print:border-0"
    >
      <table
        ref={ref}
        data-sticky-column={numbered ? 2 : 1}
        className={cn("data-table w-full border-collapse text-left text-sm", className)}
        {...props}
      />
    </div>
  );
}

type HeaderCell = ChoosableColumn & { position: number; fixed: boolean };

/**
 * The table's header cells as rendered: the chooser offers them by their text, so a table names
 * each column once, in its Th. Read again whenever the header row changes.
 */
function useHeaderCells(table: RefObject<HTMLTableElement | null>, kept: number): readonly HeaderCell[] {
  const [cells, setCells] = useState<readonly HeaderCell[]>([]);
  useLayoutEffect(() => {
    const head = table.current?.querySelector(":scope > thead");
    if (!head) return;
    const read = () => {
      const next = [...head.querySelectorAll<HTMLTableCellElement>(":scope > tr:first-child > th")].map((cell, index) => {
        const label = cell.textContent?.trim() ?? "";
        return { label, optional: "optional" in cell.dataset, position: index + 1, fixed: index < kept || !label || "fixed" in cell.dataset };
      });
      setCells((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(head, { childList: true, subtree: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  }, [table, kept]);
  return cells;
}

function ChoosableTable({ columnsKey, numbered = false, ...props }: TableProps & { columnsKey: string }) {
  const table = useRef<HTMLTableElement>(null);
  const scope = useId();
  const cells = useHeaderCells(table, numbered ? 2 : 1);
  const [choices, choose] = useColumnChoices(columnsKey);
  const choosable = cells.filter((cell) => !cell.fixed);
  const hidden = choosable.filter((cell) => !isColumnShown(choices, cell.label, cell.optional));
  const hiding = hidden.map((cell) => `[data-columns="${scope}"] tr > :nth-child(${cell.position})`).join(",");

  return (
    <div className="flex flex-col gap-2">
      {choosable.length > 0 && (
        <div className="flex justify-end print:hidden">
          <ColumnChooser columns={choosable} choices={choices} onChoose={choose} />
        </div>
      )}
      {hiding && <style>{`${hiding}{display:none}`}</style>}
      <TableFrame ref={table} data-columns={scope} numbered={numbered} {...props} />
    </div>
  );
}

export function THead(props: ComponentProps<"thead">) {
  return <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-muted uppercase" {...props} />;
}

export function TBody(props: ComponentProps<"tbody">) {
  return <tbody className="divide-y divide-line" {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("hover:bg-slate-50/60", className)} {...props} />;
}

type ThProps = ComponentProps<"th"> & {
  /** A column the table can do without at 1440 px: hidden until chosen in the column chooser. */
  optional?: boolean;
  /** A column never offered for hiding (the row's buttons). */
  fixed?: boolean;
};

export function Th({ className, optional, fixed, ...props }: ThProps) {
  return (
    <th
      scope="col"
      data-optional={optional || undefined}
      data-fixed={fixed || undefined}
      className={cn("px-4 py-3 whitespace-nowrap", className)}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle", className)} {...props} />;
}
