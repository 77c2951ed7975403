import { Columns3 } from "lucide-react";
import { Popover } from "radix-ui";
import { uzColumns } from "../i18n/ui.ts";
import { isColumnShown, type ColumnChoices } from "../lib/column-choices.ts";
import { Button } from "./button.tsx";

export type ChoosableColumn = { label: string; optional: boolean };

type ColumnChooserProps = {
  columns: readonly ChoosableColumn[];
  choices: ColumnChoices;
  onChoose: (label: string, shown: boolean) => void;
};

/** 'Ustunlar': a checkbox per column the table may hide, each ticked while its column shows. */
export function ColumnChooser({ columns, choices, onChoose }: ColumnChooserProps) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="secondary" size="sm">
          <Columns3 className="size-4" aria-hidden />
          {uzColumns.button}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-80 w-64 overflow-y-auto rounded-lg border border-line bg-surface p-3 shadow-lg"
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-ink">{uzColumns.legend}</legend>
            {columns.map((column) => (
              <label key={column.label} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={isColumnShown(choices, column.label, column.optional)}
                  onChange={(event) => onChoose(column.label, event.target.checked)}
                />
                {column.label}
              </label>
            ))}
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
